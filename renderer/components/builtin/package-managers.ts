export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** An npm command without `npm` (`install -D docsite`), or each manager's command in full. */
export type PackageManagerCommand = string | Partial<Record<PackageManager, string>>;

export interface ManagerCommand {
  manager: PackageManager;
  command: string;
}

/**
 * The command for each package manager. A string is an npm command without
 * `npm`, translated: `install x` → `yarn add x`, `run x` → `pnpm x`,
 * `exec x` → `bunx x`…; an object is used as written, only the managers it names.
 */
export function packageManagerCommands(command: PackageManagerCommand): ManagerCommand[] {
  if (typeof command === 'string') {
    const words = command.split(/\s+/).filter(Boolean);
    return PACKAGE_MANAGERS.map((manager) => ({ manager, command: translate(manager, words).join(' ') }));
  }
  return PACKAGE_MANAGERS.flatMap((manager) => (command[manager] ? [{ manager, command: command[manager] }] : []));
}

const INSTALL = ['install', 'i', 'add'];
const REMOVE = ['uninstall', 'remove', 'rm', 'un'];
const EXEC = ['exec', 'dlx', 'npx'];
const DEV_FLAGS = ['-D', '--save-dev', '--dev'];
const GLOBAL_FLAGS = ['-g', '--global'];

function translate(manager: PackageManager, [verb = '', ...args]: string[]): string[] {
  if (INSTALL.includes(verb)) return install(manager, args);
  if (REMOVE.includes(verb)) return [manager, manager === 'npm' ? 'uninstall' : 'remove', ...args];
  if (EXEC.includes(verb)) return { npm: ['npx'], yarn: ['yarn', 'dlx'], pnpm: ['pnpm', 'dlx'], bun: ['bunx'] }[manager].concat(args);
  if (verb === 'run' && args.length > 0) return run(manager, args);
  return [manager, verb, ...args].filter(Boolean);
}

function install(manager: PackageManager, args: string[]): string[] {
  if (args.every((arg) => arg.startsWith('-'))) return manager === 'yarn' ? ['yarn', ...args] : [manager, 'install', ...args];
  const flags = args.map((arg) => (DEV_FLAGS.includes(arg) ? devFlag(manager) : arg));
  if (manager === 'npm') return ['npm', 'install', ...flags];
  const global = (arg: string) => GLOBAL_FLAGS.includes(arg);
  if (manager === 'yarn' && flags.some(global)) return ['yarn', 'global', 'add', ...flags.filter((arg) => !global(arg))];
  return [manager, 'add', ...flags];
}

function devFlag(manager: PackageManager): string {
  return manager === 'bun' ? '-d' : '-D';
}

/** npm hands a script its arguments only after `--`; the others take them directly. */
function run(manager: PackageManager, [script, ...rest]: string[]): string[] {
  const args = rest[0] === '--' ? rest.slice(1) : rest;
  if (manager === 'npm') return ['npm', 'run', script!, ...(args.length > 0 ? ['--', ...args] : [])];
  return manager === 'bun' ? ['bun', 'run', script!, ...args] : [manager, script!, ...args];
}
