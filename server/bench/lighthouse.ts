import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from './rush-server.js';

/** The pages a visitor meets first: the landing page and the sign-in. */
const PAGES = ['/', '/login'];
/** Lighthouse varies from run to run: each page is audited this often and the median reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseResult {
  path: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the report blames, by the time or bytes it says could be saved. */
  blamed: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's performance category with its default mobile settings (a mid-range phone, slow 4G,
 * simulated throttling) on the built app a Sabora server serves at `base`, in Debian's Chromium.
 * Lighthouse 12: version 13 needs Node 22 (docs/performance.md, "How to measure").
 */
export async function lighthouseScores(base: string): Promise<LighthouseResult[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of PAGES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]!;
        runs.push({
          path,
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
          fcpMs: Math.round(audit('first-contentful-paint').numericValue ?? 0),
          tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
          cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
          blamed: Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
            .map((a) => `${a.title}: ${a.displayValue ?? ''}`.trim()),
        });
      }
      const middle = median(runs.map((r) => r.score));
      results.push({
        ...runs.find((r) => r.score === middle)!,
        lcpMs: median(runs.map((r) => r.lcpMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function printLighthouse(results: LighthouseResult[]) {
  console.log(
    `\nLighthouse (mobile, simulated slow 4G; median of ${RUNS}): performance ≥ 90 and LCP ≤ 2.5 s wanted`,
  );
  for (const r of results) {
    console.log(
      `${r.path.padEnd(8)} score ${String(r.score).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(1)} s  FCP ${(r.fcpMs / 1000).toFixed(1)} s  TBT ${r.tbtMs} ms  CLS ${r.cls}`,
    );
    for (const blamed of r.blamed) console.log(`         ${blamed}`);
  }
}
