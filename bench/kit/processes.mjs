// Processes as /proc shows them: the tree below a process, and its resident memory.
import { readdirSync, readFileSync } from 'node:fs';

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** Every live process below `pid` (children first seen first), with its parent and command line. */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(entry, 'stat');
    if (!stat) continue;
    // The command name (field 2) may hold spaces and parentheses: the parent id follows its last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push({ pid: child, ppid, cmd: (readProc(child, 'cmdline') ?? '').split('\0').join(' ').trim() });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Resident and peak resident memory (VmRSS, VmHWM) of a process in bytes; null once it has exited. */
export function memoryOf(pid) {
  const status = readProc(pid, 'status');
  if (!status) return null;
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
