#!/usr/bin/env node
// Serves a build behind the project's own nginx config (deploy/nginx), in the foreground, for the
// end-to-end suite: `node tests/e2e/nginx.mjs <dir> <port> [--sandbox]`. Debian's nginx is installed
// by .ci/run; without it (a developer's machine) the build is served by `vite preview` instead,
// and the tests that check the server's headers skip themselves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [dir = 'dist-demo', port = '4173', ...flags] = process.argv.slice(2);
const sandbox = flags.includes('--sandbox');

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (!existsSync(NGINX)) {
  console.warn(`no nginx at ${NGINX}: serving ${dir} with vite preview (headers untested)`);
  const mode = sandbox ? ['--mode', 'demo'] : [];
  run('npx', ['vite', 'preview', ...mode, '--outDir', dir, '--port', port, '--strictPort']);
} else {
  const work = mkdtempSync(path.join(tmpdir(), 'jingxuan-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, sub));
  symlinkSync(path.join(root, 'deploy/nginx'), path.join(work, 'jingxuan'));
  const site = path.resolve(root, dir);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `
worker_processes 1;
error_log ${work}/error.log warn;
pid ${work}/nginx.pid;
${existsSync(BROTLI) ? `load_module ${BROTLI};` : ''}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen localhost:${port};
    root ${site};
    include jingxuan/static.conf;
    ${existsSync(BROTLI) ? 'include jingxuan/brotli.conf;' : ''}
    # Plain http on the loopback: no HSTS here (deploy/nginx/site.conf sets it on https).
    set $hsts "";
    ${
      sandbox
        ? `# The sandbox's own pages (consent page with inline script, cashier) are not the site.
    location /sandbox/ { add_header X-Content-Type-Options "nosniff" always; try_files $uri /index.html; }
    # A field report sent as a page goes away finds no page left to answer it in the sandbox's
    # service worker, which lets it through to this host: taken here as the API's collector would
    # take it (issue 26), so a test can see it arrive.
    location /rest/api/field/ { include jingxuan/headers.conf; return 204; }`
        : ''
    }
    include jingxuan/locations.conf;
  }
}
`,
  );
  run(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;']);
}
