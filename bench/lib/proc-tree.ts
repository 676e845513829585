import fs from 'node:fs';

/**
 * Peak memory of a whole process tree (a build spawns TypeDoc children, Docusaurus, workers):
 * `/usr/bin/time` reports only the largest single process, so the tree's resident set is
 * summed from /proc at each sample instead. The sum of resident sets counts a page shared by
 * several processes once per process: every process's share of the node binary, and all of a
 * parent's pages in a child it has just forked and not yet replaced by exec (tinypool runs
 * `cat /proc/cpuinfo` through a shell as static rendering starts, when Docusaurus holds 1.6
 * GiB: a sample then can read 2.8 GiB). The proportional set size (PSS) counts a shared page
 * once, split between its sharers; both are measured.
 */

/** The parent pid from the text of /proc/{pid}/stat (the command name may hold spaces and parens). */
export function parentPidFromStat(stat: string): number {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2);
  const fields = afterName.split(' ');
  // fields[0] is the state, fields[1] the parent pid.
  return Number(fields[1]);
}

/** Resident set size in bytes from the text of /proc/{pid}/status (`VmRSS:  1234 kB`). */
export function rssBytesFromStatus(status: string): number {
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB$/m);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The root and all its descendants, given every process's parent. */
export function descendantsOf(root: number, parents: ReadonlyMap<number, number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) {
    const list = children.get(parent) ?? [];
    list.push(pid);
    children.set(parent, list);
  }
  const tree = new Set<number>([root]);
  const stack = [root];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (!tree.has(child)) {
        tree.add(child);
        stack.push(child);
      }
    }
  }
  return tree;
}

/** Proportional set size in bytes from the text of /proc/{pid}/smaps_rollup (`Pss:  1234 kB`). */
export function pssBytesFromRollup(rollup: string): number {
  const match = rollup.match(/^Pss:\s+(\d+)\s+kB$/m);
  return match ? Number(match[1]) * 1024 : 0;
}

/** A /proc file's text, '' when the process ended between listing and reading. */
export const readOrEmpty = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
};

/** Current resident bytes of the tree rooted at `root`, read from /proc. */
export function treeRssBytes(root: number): number {
  return treeMemory(root).rssBytes;
}

/** The processes of the tree rooted at `root` now, read from /proc. */
export function treePids(root: number): Set<number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentPidFromStat(stat));
  }
  return descendantsOf(root, parents);
}

/** Current resident and proportional bytes of the tree rooted at `root`, read from /proc. */
export function treeMemory(root: number): {rssBytes: number; pssBytes: number} {
  let rssBytes = 0;
  let pssBytes = 0;
  for (const pid of treePids(root)) {
    rssBytes += rssBytesFromStatus(readOrEmpty(`/proc/${pid}/status`));
    pssBytes += pssBytesFromRollup(readOrEmpty(`/proc/${pid}/smaps_rollup`));
  }
  return {rssBytes, pssBytes};
}
