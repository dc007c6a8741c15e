import { it } from 'vitest';
import { nounClasses, verbClasses } from '../../src/server/analysis/offline/anatomy/lexicon';
it('lex', () => { for (const w of ['get','buy','grab','purchase','pick']) console.log('V', w, verbClasses(w)); for (const w of ['card','fee','bail','money','job','staff','position','vacancy','work','mom','grandma']) console.log('N', w, nounClasses(w)); });
