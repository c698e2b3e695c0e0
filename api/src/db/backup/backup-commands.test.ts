import { runBackup, runRestore } from './backup-commands';

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { env: {}, out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
  };
};

describe('npm run backup / restore on PostgreSQL', () => {
  const env = { DATABASE_URL: 'postgres://app@db.example.com:5432/landman' };

  it('backup refuses and says to use pg_dump', async () => {
    const { err, io: base } = io();
    expect(await runBackup({ ...base, env })).toBe(1);
    expect(err.join('\n')).toMatch(/DATABASE_URL is set.*pg_dump --format=custom/);
  });

  it('restore refuses and says to use pg_restore', async () => {
    const { err, io: base } = io();
    expect(await runRestore(['landman.dump'], { ...base, env })).toBe(1);
    expect(err.join('\n')).toMatch(/DATABASE_URL is set.*pg_restore/);
  });

  it('restore without exactly one file prints its usage', async () => {
    const { err, io: base } = io();
    expect(await runRestore([], base)).toBe(2);
    expect(err.join('\n')).toMatch(/npm run restore -- <backup file>/);
  });
});
