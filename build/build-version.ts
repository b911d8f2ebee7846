import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The build's version, `<package.json version>+<short git sha>` (`nogit` outside a checkout). */
export function buildVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  let sha = 'nogit';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // A tarball without git history still builds.
  }
  return `${version}+${sha}`;
}
