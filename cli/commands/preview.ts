import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { VFile } from 'vfile';
import { resolveConfig } from '../config/resolve-config.js';
import { printMessages } from '../report/print-messages.js';
import { DEFAULT_PORT, PortInUseError, startPreview } from '../serve/preview.js';

interface PreviewFlags {
  dist?: string;
  port: number;
  strictPort?: boolean;
  host?: string | true;
  base?: string;
}

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('serve the built site (dist/) locally, as it will be served in production')
    .argument('[dir]', 'site folder holding docsite.config.*', '.')
    .option('--dist <folder>', 'built site to serve (default: <dir>/dist)')
    .option('--port <n>', 'port to listen on; if taken, the next free one up to 10 higher (0: any free port)', portNumber, DEFAULT_PORT)
    .option('--strict-port', 'exit if the port is taken instead of trying the next ones')
    .option('--host [host]', 'address to listen on (default: localhost; --host alone: 0.0.0.0, every network)')
    .option('--base <path>', "base path the site was built for (default: the config's base)")
    .action(async (dir: string, flags: PreviewFlags) => {
      process.exitCode = await runPreview(dir, flags);
    });
}

/** Said once, before the URL, when the port asked for was taken. */
export function portChanged(requested: number, actual: number): void {
  process.stdout.write(`  Port ${requested} is in use, using ${actual} instead.\n`);
}

/** What `start` gives, or undefined once it has said that `--strict-port` met a taken port. */
export async function unlessPortTaken<T>(command: string, start: () => Promise<T>): Promise<T | undefined> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    process.stderr.write(`docsite ${command}: port ${error.port} is in use (--strict-port)\n`);
    return undefined;
  }
}

export function portNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return n;
}

async function runPreview(dir: string, flags: PreviewFlags): Promise<number> {
  const distDir = flags.dist ?? path.join(dir, 'dist');
  // Every build writes the default language's not-found page; a site need not have a home page (Docusaurus's is not a doc).
  if (!existsSync(path.join(distDir, '404.html'))) {
    process.stderr.write(`docsite: no build found in ${distDir} — run \`docsite build ${dir}\` first\n`);
    return 1;
  }
  const base = flags.base ?? (await configBase(dir));
  if (base === undefined) return 1;
  // As in Vite: a bare --host exposes the preview to the network.
  const host = flags.host === true ? '0.0.0.0' : (flags.host ?? 'localhost');
  const preview = await unlessPortTaken('preview', () => startPreview({ distDir, port: flags.port, strictPort: flags.strictPort, host, base, onPortChange: portChanged }));
  if (!preview) return 1;
  process.stdout.write(`  ➜  Local:   ${preview.url}\n`);
  for (const url of networkUrls(host, preview.url)) process.stdout.write(`  ➜  Network: ${url}\n`);
  if (flags.host === undefined) process.stdout.write('  ➜  Network: use --host to expose\n');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void preview.close().catch(() => undefined));
  }
  return 0;
}

/** The site config's `base` (`/` without a config), or undefined after printing why the config cannot be read. */
async function configBase(dir: string): Promise<string | undefined> {
  const files = new Map<string, VFile>();
  const resolved = await resolveConfig({ siteDir: dir }, (file) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!);
  if (resolved) return resolved.config.base;
  printMessages([...files.values()].flatMap((f) => f.messages), {});
  process.stderr.write('docsite preview: the config has errors; fix them, or pass --base.\n');
  return undefined;
}

/** For a wildcard host, the URL on each of the machine's external IPv4 addresses. */
function networkUrls(host: string, localUrl: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return addresses
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => {
      const url = new URL(localUrl);
      url.hostname = a.address;
      return url.href;
    });
}
