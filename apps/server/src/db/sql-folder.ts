import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The database's SQL files live beside this module, in src/db. The compiled server (dist/main.js, one bundle) runs
 * from dist and reads them from src/db as well, as it reads the help texts from src.
 */
const dbSource = fs.existsSync(path.join(here, 'migrations')) ? here : path.join(here, '../src/db');

/** `migrations` (drizzle's numbered files and journal) or `functions` (one file per database function). */
export const sqlFolder = (name: 'migrations' | 'functions') => path.join(dbSource, name);
