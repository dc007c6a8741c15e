import type Database from 'better-sqlite3';

/** Prepares each SQL text once per connection and reuses the statement. */
export function statementCache(db: Database.Database): (text: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}
