/**
 * What each Lighthouse performance score of the last `npm run bench` is made of, read from the
 * reports the bench keeps (bench/out/lighthouse/{site}-{page}-{preset}-{run}.json): the metrics
 * the score weighs, the main thread's work by kind, and the longest tasks with their script.
 *   node --import tsx bench/probes/lighthouse-breakdown.ts [site] [preset]   (default: ours mobile)
 */
import fs from 'node:fs';
import path from 'node:path';

interface Report {
  categories: {performance: {score: number; auditRefs: Array<{id: string; weight: number}>}};
  audits: Record<
    string,
    {numericValue?: number; score: number | null; details?: {items?: Array<Record<string, unknown>>}}
  >;
}

const site = process.argv[2] ?? 'ours';
const preset = process.argv[3] ?? 'mobile';
const dir = path.join('bench', 'out', 'lighthouse');
const pattern = new RegExp(`^${site}-(\\w+)-${preset}-(\\d+)\\.json$`);
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => pattern.test(file)) : [];
if (files.length === 0) {
  console.error(`no ${site} ${preset} reports in ${dir}: run \`npm run bench\` first`);
  process.exit(1);
}

const ms = (value: unknown) => `${Math.round(Number(value))}`;
const scriptName = (url: unknown) => String(url ?? '').replace(/^.*\//, '') || '(document)';

for (const file of files.sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Report;
  const {audits} = report;
  const weighed = report.categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const metrics = weighed
    .map(
      ({id, weight}) =>
        `${id.replace(/-/g, ' ')} ${ms(audits[id]!.numericValue)} (score ${audits[id]!.score}, weight ${weight})`,
    )
    .join('; ');
  const work = (audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => `${item.group} ${ms(item.duration)}`)
    .join(', ');
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((task) => `${scriptName(task.url)} ${ms(task.duration)} at ${ms(task.startTime)}`)
    .join(', ');
  console.log(`${file}: performance ${Math.round(report.categories.performance.score * 100)}`);
  console.log(`  ${metrics}`);
  console.log(`  main thread (ms): ${work}`);
  console.log(`  longest tasks (ms): ${longTasks}`);
}
