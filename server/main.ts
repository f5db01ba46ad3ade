import { build } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  const app = await build({ config, database, logger: { level: config.logLevel } });
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vitrine (${database.kind}) on http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
