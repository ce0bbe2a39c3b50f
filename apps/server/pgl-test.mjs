import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
let t=Date.now();
const db = new PGlite({ extensions: { btree_gist } });
await db.waitReady; console.log('ready', Date.now()-t); t=Date.now();
await db.exec(`create extension if not exists btree_gist; create table a(id serial, b int, s timestamptz, e timestamptz, status text, exclude using gist (b with =, tstzrange(s,e) with &&) where (status in ('pending','confirmed')));`);
await db.exec(`insert into a(b,s,e,status) values (1,'2026-01-01 10:00Z','2026-01-01 10:30Z','pending')`);
try { await db.exec(`insert into a(b,s,e,status) values (1,'2026-01-01 10:15Z','2026-01-01 10:45Z','pending')`);} catch(e){ console.log('err', e.code, e.message) }
const blob = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, blob.size); t=Date.now();
const db2 = new PGlite({ loadDataDir: blob, extensions: { btree_gist } }); await db2.waitReady;
console.log('clone', Date.now()-t, (await db2.query('select count(*) from a')).rows);
console.log((await db2.query('select version()')).rows);
