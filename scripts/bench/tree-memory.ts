import fs from 'node:fs';

const pageBytes = 4096;

/** The process and every process below it, as Linux lists each thread's children. */
function processTree(pid: number): number[] {
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${id}/task`);
    } catch {
      return; // Gone since its parent listed it.
    }
    for (const task of tasks) {
      let children: string;
      try {
        children = fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ')) if (child.trim()) visit(Number(child));
    }
  };
  visit(pid);
  return tree;
}

/** Resident bytes of a process now, 0 once it has gone. */
function residentBytes(pid: number): number {
  try {
    const statm = fs.readFileSync(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * pageBytes;
  } catch {
    return 0;
  }
}

/**
 * Samples the resident memory of `pid` and all its descendants, summed (the build's workers,
 * worker threads included, its Pagefind and Storybook processes), every `intervalMs`, and keeps
 * the largest sum. The peak of any one process (`/usr/bin/time`'s maximum resident set) would miss
 * the memory that processes hold at once. Linux only: elsewhere `stop` answers undefined.
 */
export function sampleTreeMemory(pid: number, intervalMs = 200): { stop(): number | undefined } {
  if (!fs.existsSync(`/proc/${pid}/task`)) return { stop: () => undefined };
  let peak = 0;
  const sample = () => {
    const total = processTree(pid).reduce((sum, id) => sum + residentBytes(id), 0);
    peak = Math.max(peak, total);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
