import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export type LighthousePreset = 'mobile' | 'desktop';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
}

export interface LighthouseChrome {
  port: number;
  kill(): Promise<void>;
}

/** The part of chrome-launcher's API used here (it is installed in bench/tools, outside the site's types). */
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    connectionPollInterval: number;
    maxConnectionRetries: number;
    logLevel?: string;
  }): Promise<{
    port: number;
    kill(): void | Promise<void>;
  }>;
}

/**
 * Starts Debian's Chromium through chrome-launcher (from bench/tools) for the Lighthouse runs.
 * chrome-launcher's own default gives Chromium about 25 s to open its DevTools port; a machine
 * shared with other builds can need more, so the bench allows two minutes.
 */
export async function launchChromeForLighthouse(
  toolsDir: string,
  chromiumPath: string,
  chromiumFlags: string[],
): Promise<LighthouseChrome> {
  const entry = path.join(toolsDir, 'node_modules', 'chrome-launcher', 'dist', 'index.js');
  const {launch} = (await import(pathToFileURL(entry).href)) as ChromeLauncher;
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    connectionPollInterval: 500,
    maxConnectionRetries: 240,
    logLevel: process.env.BENCH_VERBOSE ? 'verbose' : 'silent',
  }).catch((error: Error) => {
    throw new Error(
      `chrome-launcher could not start ${chromiumPath} for Lighthouse (BENCH_VERBOSE=1 shows its log): ${error.message}`,
    );
  });
  return {port: chrome.port, kill: async () => chrome.kill()};
}

/**
 * One Lighthouse run (the npm CLI from bench/tools, attached to the Chromium above) for
 * performance and accessibility. Mobile is Lighthouse's default (emulated phone, simulated slow
 * 4G and 4x CPU slowdown); desktop is its `--preset=desktop`. The full report is kept in
 * `reportFile` for its diagnostics. Scores are 0..100.
 */
export async function runLighthouse(options: {
  cli: string;
  url: string;
  preset: LighthousePreset;
  chromePort: number;
  reportFile: string;
}): Promise<LighthouseScores> {
  fs.mkdirSync(path.dirname(options.reportFile), {recursive: true});
  fs.rmSync(options.reportFile, {force: true});
  const args = [
    options.cli,
    options.url,
    `--port=${options.chromePort}`,
    '--output=json',
    `--output-path=${options.reportFile}`,
    '--only-categories=performance,accessibility',
    '--quiet',
    ...(options.preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {stdio: ['ignore', 'ignore', 'pipe']});
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(err)
        : reject(new Error(`lighthouse ${options.url} (${options.preset}) exited with ${code}:\n${err}`)),
    );
  });
  if (!fs.existsSync(options.reportFile))
    throw new Error(`Lighthouse wrote no report to ${options.reportFile}:\n${stderr}`);
  return scoresFromReport(JSON.parse(fs.readFileSync(options.reportFile, 'utf8')));
}

export function scoresFromReport(report: {
  categories?: Record<string, {score: number | null}>;
  runtimeError?: {message: string};
}): LighthouseScores {
  const score = (id: string) => {
    const value = report.categories?.[id]?.score;
    if (typeof value !== 'number') {
      throw new Error(
        `Lighthouse report has no ${id} score${report.runtimeError ? `: ${report.runtimeError.message}` : ''}`,
      );
    }
    return Math.round(value * 100);
  };
  return {performance: score('performance'), accessibility: score('accessibility')};
}
