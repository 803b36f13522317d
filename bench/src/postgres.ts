import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` for one phase, dropped afterwards: each phase
 * starts from an empty installation, as the embedded phases do, and nothing is left in the named database.
 */
export async function withFreshDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
