import fs from 'node:fs';

/** Jiffies (1/100 s on Linux) of the whole machine's CPU time since boot, from /proc/stat; undefined elsewhere. */
function readCpu() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
    return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * The machine's CPU time over a stretch of load: how busy its cores were and how much a hypervisor took (steal).
 * Dividing the busy time by the work done gives a cost per unit that noisy neighbours move less than throughput.
 */
export function cpuMeter() {
  const start = readCpu();
  return () => {
    const end = readCpu();
    if (!start || !end) return undefined;
    const busy = end.busy - start.busy;
    const all = busy + (end.idle - start.idle) + (end.steal - start.steal);
    return {
      busyMs: busy * 10,
      busyShare: all ? busy / all : 0,
      stealShare: all ? (end.steal - start.steal) / all : 0,
    };
  };
}
