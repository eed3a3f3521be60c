import { openDatabase, parseFlags } from './cli';
import { ImportError, importCatalogueFile } from './import';

/**
 * `pnpm import:catalogue -- path/to/catalogue.json|csv`
 *
 * Loads a hotel group's catalogue and photos into the environment's database (DATABASE_URL or
 * the PGlite directory, which must not be held by a running gateway).
 */
const flags = parseFlags(process.argv.slice(2));
const file =
  typeof flags._ === 'string' ? flags._ : typeof flags.file === 'string' ? flags.file : undefined;
if (!file || flags.help) {
  console.log(
    'import:catalogue <catalogue.json|catalogue.csv>  (see docs/adr/0007-catalogue-and-search.md)',
  );
  process.exit(file ? 0 : 2);
}
const handle = await openDatabase(process.env);
try {
  const result = await importCatalogueFile(handle.db, file);
  console.log(
    `imported ${result.hotels} hotels, ${result.roomTypes} room types, ${result.days} nights of stock, ${result.photos} photos`,
  );
} catch (error) {
  if (error instanceof ImportError || error instanceof SyntaxError) {
    console.error(`import refused: ${error.message} (nothing of that hotel was saved)`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
