import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What `inTimeZone` brings back from the child process. */
export type TimeZoneRun = {
  /** `getTimezoneOffset()` of 2026-10-03 in the child: proves it really ran in the zone asked for. */
  offset: number;
  /** The value of the expression, through JSON. */
  result: unknown;
};

/**
 * Evaluates `expression` in a fresh Node process whose time zone is `timeZone`, with `m` bound to the TypeScript
 * module at `modulePath` (types stripped by the project's `typescript`). Jest cannot change the time zone of its own
 * process, so code that must not depend on the machine's zone is run once per zone this way and compared.
 */
export function inTimeZone(timeZone: string, modulePath: string, expression: string): TimeZoneRun {
  const script = `
    const fs = require('node:fs');
    const Module = require('node:module');
    const ts = require('typescript');
    Module._extensions['.ts'] = (m, file) => m._compile(ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      fileName: file, compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText, file);
    const m = require(${JSON.stringify(modulePath)});
    console.log(JSON.stringify({ offset: new Date(Date.UTC(2026, 9, 3)).getTimezoneOffset(), result: (${expression}) }));
  `;
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: path.join(__dirname, '..', '..'), // the repository, where `typescript` resolves
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as TimeZoneRun;
}
