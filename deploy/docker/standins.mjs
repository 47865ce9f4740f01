// Local stand-ins for the base images that the images and compose.yaml name, for a container engine that cannot pull
// them (a machine that reaches only the npm registry and Debian's packages): each is built from what such a machine
// can reach and tagged with the official name, so that api.Dockerfile, web.Dockerfile and compose.yaml build and run
// unchanged (deploy/docker/smoke.mjs, issue #27 item 1). Where a registry answers, the real image is pulled instead.
//   - condo-standin/debian:bookworm: Debian bookworm from `debootstrap --variant=minbase`, with this machine's Debian
//     sources and CA bundle (it reaches the registries as the machine does). Kept in the engine's image store, so
//     only the first run makes it.
//   - node, nginx and postgres: standins/*.Containerfile on that base (what each honours of the official image is said
//     at its top).
// Each stand-in carries the label org.condo.standin (a hash of what made it): a stale one is made again, and one whose
// real image can be pulled by now is replaced by it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_VERSION } from '../../scripts/node-lts.mjs';
import { root } from '../../scripts/pnpm.mjs';

const here = join(import.meta.dirname, 'standins');
export const DEBIAN = 'localhost/condo-standin/debian:bookworm';
/** The npm that Node.js NODE_VERSION ships (its CHANGELOG), as the official image has it. */
export const NPM_VERSION = '11.19.0';
const LABEL = 'org.condo.standin';

/** A reason to skip the smoke rather than fail it: something this machine lacks, not a defect. */
export class Unavailable extends Error {}

/** The stand-in of each base image, by the name the Dockerfiles and compose.yaml give it. */
export const standins = {
  'node:24-bookworm-slim': {
    file: 'node.Containerfile',
    what: `Debian bookworm with Node.js ${NODE_VERSION} and npm ${NPM_VERSION} from the npm registry`,
    context: nodeContext,
  },
  'nginx:1.27-bookworm': { file: 'nginx.Containerfile', what: 'Debian bookworm with Debian’s nginx 1.22' },
  'postgres:16': {
    file: 'postgres.Containerfile',
    what: 'Debian bookworm with Debian’s PostgreSQL 15 (bookworm has no 16)',
  },
};

/** The base images that api.Dockerfile, web.Dockerfile and compose.yaml name. */
export function baseImages() {
  const found = ['api.Dockerfile', 'web.Dockerfile', 'compose.yaml'].flatMap((file) => [
    ...readFileSync(join(root, 'deploy/docker', file), 'utf8').matchAll(/^\s*(?:FROM|image:)\s+(\S+)/gm),
  ]);
  return [...new Set(found.map(([, image]) => image))];
}

/** `node:24` → `docker.io/library/node:24`: the name an engine resolves a short name to and finds it under. */
export function qualified(image) {
  const [first, ...rest] = image.split('/');
  if (rest.length && (first.includes('.') || first.includes(':') || first === 'localhost')) return image;
  return `docker.io/${rest.length ? image : `library/${image}`}`;
}

const hash = (...parts) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

/** The Debian sources this machine uses, as a file to lay in the stand-in (deb822 first), or undefined. */
function debianSources() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (existsSync(file) && /\bbookworm\b/.test(readFileSync(file, 'utf8'))) return file;
  }
}

/** The mirror this machine takes bookworm from (debootstrap's default where none is found). */
function debianMirror(sources) {
  if (!sources) return undefined;
  const text = readFileSync(sources, 'utf8');
  if (sources.endsWith('.sources')) {
    for (const stanza of text.split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(stanza)?.[1];
      if (uri && /^Suites:.*\bbookworm(\s|$)/m.test(stanza)) return uri;
    }
    return undefined;
  }
  return /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text)?.[1];
}

const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/**
 * Makes the stand-ins' engine calls: `run(args, options)` runs the engine (spawnSync's result), `log(line)` prints.
 * Returns what each base image is (`pulled`, `present` or `{ standin, why }`: what stands in, and why the pull failed),
 * or throws an Error saying why a base image can be neither pulled nor stood in for (Unavailable: this machine lacks
 * something, as debootstrap).
 */
export function ensureBaseImages({ engine, run, log }) {
  const labelOf = (image) => {
    const inspected = run(['image', 'inspect', '--format', '{{json .Config.Labels}}', image], { encoding: 'utf8' });
    if (inspected.status !== 0) return undefined;
    return JSON.parse(inspected.stdout.trim() || 'null')?.[LABEL] ?? '';
  };
  const pull = (image) => {
    // By its full name: podman resolves a short name only through its aliases (node has one, nginx has none).
    const pulled = run(['pull', qualified(image)], { encoding: 'utf8', timeout: 120_000 });
    if (pulled.status === 0) return undefined;
    // The last line’s last clause: "… dial tcp: lookup (the registry) …: no such host" → "no such host".
    const last = (pulled.stderr ?? '').trim().split('\n').at(-1) ?? '';
    return last.split(': ').at(-1)?.slice(0, 100) || 'timed out';
  };
  const accounts = {};
  for (const image of baseImages()) {
    const label = labelOf(image);
    if (label === '') {
      accounts[image] = 'present';
      continue;
    }
    const why = pull(image);
    if (!why) {
      accounts[image] = 'pulled';
      continue;
    }
    const standin = standins[image];
    if (!standin) {
      throw new Unavailable(`${engine} cannot pull the base image ${image} (${why}) and it has no stand-in`);
    }
    let debianId;
    try {
      debianId = ensureDebian({ engine, run, log });
    } catch (error) {
      if (error instanceof Unavailable) {
        throw new Unavailable(`${engine} cannot pull ${image} (${why}): ${error.message}`);
      }
      throw error;
    }
    const files = readdirSync(here).filter((file) => file.startsWith(standin.file.split('.')[0]));
    const wanted = hash(debianId, standin.what, ...files.map((file) => readFileSync(join(here, file), 'utf8')));
    if (label !== wanted) {
      log(`building a stand-in for ${image}: ${standin.what} (deploy/docker/standins/${standin.file}) …`);
      const started = Date.now();
      const context = mkdtempSync(join(tmpdir(), 'condo-standin-'));
      try {
        for (const file of files) copyFileSync(join(here, file), join(context, file));
        standin.context?.(context);
        const built = run(
          [
            'build',
            '--label',
            `${LABEL}=${wanted}`,
            '-t',
            qualified(image),
            '-f',
            join(context, standin.file),
            context,
          ],
          { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
        );
        if (built.status !== 0) {
          throw new Error(`building the stand-in for ${image} failed:\n${(built.stdout + built.stderr).slice(-4000)}`);
        }
      } finally {
        rmSync(context, { recursive: true, force: true });
      }
      log(`stand-in for ${image} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    accounts[image] = { standin: standin.what, why };
  }
  return accounts;
}

/** The stand-ins' Debian base in the engine's store, made once by debootstrap; returns its image id. */
function ensureDebian({ engine, run, log }) {
  const sources = debianSources();
  const recipe = hash(
    'debootstrap --variant=minbase bookworm',
    sources ? readFileSync(sources, 'utf8') : '',
    existsSync(CA_BUNDLE) ? readFileSync(CA_BUNDLE, 'utf8') : '',
  );
  const inspected = run(['image', 'inspect', '--format', `{{.Id}} {{index .Config.Labels "${LABEL}"}}`, DEBIAN], {
    encoding: 'utf8',
  });
  const [id, label] = inspected.status === 0 ? inspected.stdout.trim().split(' ') : [];
  if (label === recipe) return id;
  const debootstrap = spawnSync('sh', ['-c', 'command -v debootstrap || ls /usr/sbin/debootstrap'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!debootstrap) {
    throw new Unavailable(`no stand-in base ${DEBIAN} and no debootstrap to make it (apt-get install debootstrap)`);
  }
  const mirror = debianMirror(sources);
  log(`making the stand-ins' base ${DEBIAN}: debootstrap --variant=minbase bookworm${mirror ? ` ${mirror}` : ''} …`);
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'condo-debian-'));
  try {
    const rootfs = join(dir, 'rootfs');
    const made = spawnSync(debootstrap, ['--variant=minbase', 'bookworm', rootfs, ...(mirror ? [mirror] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (made.status !== 0) throw new Error(`debootstrap failed:\n${(made.stdout + made.stderr).slice(-3000)}`);
    // This machine's Debian sources (bookworm, its updates and security) and what it trusts, as the official
    // images have Debian's; no package lists or downloaded packages.
    if (sources) {
      rmSync(join(rootfs, 'etc/apt/sources.list'), { force: true });
      const to = sources.endsWith('.sources') ? 'etc/apt/sources.list.d/debian.sources' : 'etc/apt/sources.list';
      copyFileSync(sources, join(rootfs, to));
    }
    if (existsSync(CA_BUNDLE)) {
      mkdirSync(join(rootfs, 'etc/ssl/certs'), { recursive: true });
      copyFileSync(CA_BUNDLE, join(rootfs, 'etc/ssl/certs/ca-certificates.crt'));
    }
    for (const folder of ['var/lib/apt/lists', 'var/cache/apt/archives']) {
      for (const entry of readdirSync(join(rootfs, folder))) {
        if (entry !== 'partial' && entry !== 'lock') rmSync(join(rootfs, folder, entry), { recursive: true });
      }
    }
    rmSync(join(rootfs, 'etc/resolv.conf'), { force: true });
    rmSync(join(rootfs, 'etc/hostname'), { force: true });
    const imported = spawnSync(
      'sh',
      [
        '-c',
        'tar --numeric-owner -C "$1" -c . | "$2" import --change "$3" --change "$4" - "$5"',
        'sh',
        rootfs,
        engine,
        'CMD ["bash"]',
        `LABEL ${LABEL}=${recipe}`,
        DEBIAN,
      ],
      { encoding: 'utf8', env: run.env },
    );
    if (imported.status !== 0) throw new Error(`${engine} import failed:\n${imported.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  log(`stand-ins' base made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return run(['image', 'inspect', '--format', '{{.Id}}', DEBIAN], { encoding: 'utf8' }).stdout.trim();
}

/** The node stand-in's context: the npm registry's Node.js (node/) and npm (npm/), by `npm pack`. */
function nodeContext(context) {
  const packages = { node: `node-linux-${process.arch}@${NODE_VERSION}`, npm: `npm@${NPM_VERSION}` };
  for (const [folder, spec] of Object.entries(packages)) {
    const into = join(context, folder);
    mkdirSync(into);
    const packed = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', into], { encoding: 'utf8' });
    const tarball = readdirSync(into).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${spec} failed:\n${packed.stderr}`);
    const unpacked = spawnSync('tar', ['-xzf', join(into, tarball), '-C', into, '--strip-components=1']);
    if (unpacked.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    rmSync(join(into, tarball));
  }
}
