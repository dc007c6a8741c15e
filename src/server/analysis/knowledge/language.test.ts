import { describe, expect, it } from 'vitest';
import { detectLanguage, languageNote } from './language';

describe('detectLanguage', () => {
  it.each([
    [
      'en',
      'The minister said that the plan will be published in the spring and that it has support.',
    ],
    [
      'es',
      'El ministro dijo que el plan se publicará en primavera y que tiene el apoyo de los partidos.',
    ],
    [
      'fr',
      'Le ministre a dit que le plan sera publié au printemps et que nous avons le soutien des partis.',
    ],
    [
      'de',
      'Der Minister sagte, dass der Plan im Frühjahr veröffentlicht wird und die Unterstützung der Parteien hat.',
    ],
    [
      'pt',
      'O ministro disse que o plano será publicado na primavera e que tem o apoio dos partidos.',
    ],
    [
      'it',
      'Il ministro ha detto che il piano sarà pubblicato in primavera e che ha il sostegno della maggioranza.',
    ],
    [
      'nl',
      'De minister zei dat het plan in het voorjaar wordt gepubliceerd en dat het de steun van de partijen heeft.',
    ],
  ])('recognises %s', (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('does not guess on too little text', () => {
    expect(detectLanguage('OK 123')).toBe('und');
  });
});

describe('languageNote', () => {
  it('says nothing for English and warns that other languages get a limited analysis', () => {
    expect(languageNote('en')).toBeNull();
    expect(languageNote('de')).toMatch(/German.*limited/);
    expect(languageNote('und')).toMatch(/could not be recognised/);
  });
});
