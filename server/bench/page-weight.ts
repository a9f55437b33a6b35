import { type Browser, chromium, type Page, type Request } from 'playwright-core';

/** One measured step: bytes as they crossed the wire (compressed bodies; `totalBytes` adds headers). */
export interface PageWeight {
  name: string;
  /** Compressed bodies of the JavaScript files fetched. */
  jsBytes: number;
  /** Compressed bodies of the style sheets fetched. */
  cssBytes: number;
  /** Everything fetched in the step (documents, scripts, styles, API calls, images): bodies and headers. */
  totalBytes: number;
  /** The JavaScript files fetched, largest first: path and compressed body. */
  jsFiles: { path: string; bytes: number }[];
}

interface Fetched {
  path: string;
  kind: 'js' | 'css' | 'other';
  body: number;
  headers: number;
  encoding: string;
}

/** The launch of e2e/playwright.config.ts: Debian's Chromium, no sandbox (these machines run as root). */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** How many of the biggest screen chunks the report lists one by one. */
const LARGEST_CHUNKS = 5;

/** Records what a page fetches from the moment it is called, until `done()`. */
function record(page: Page) {
  const pending: Promise<Fetched>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const path = new URL(request.url()).pathname;
        const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other';
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return {
          path,
          kind,
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          encoding,
        } satisfies Fetched;
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    // The page is idle: nothing is in flight, and every finished request is counted.
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    return Promise.all(pending);
  };
}

function weigh(name: string, fetched: Fetched[]): PageWeight {
  const sum = (kind: Fetched['kind']) =>
    fetched.filter((f) => f.kind === kind).reduce((total, f) => total + f.body, 0);
  const encodings = [...new Set(fetched.filter((f) => f.kind === 'js').map((f) => f.encoding))];
  const files = fetched.filter((f) => f.kind === 'js').length;
  return {
    name: `${name} (${files} js files, ${encodings.join('/') || 'none'})`,
    jsBytes: sum('js'),
    cssBytes: sum('css'),
    totalBytes: fetched.reduce((total, f) => total + f.body + f.headers, 0),
    jsFiles: fetched
      .filter((f) => f.kind === 'js')
      .sort((a, b) => b.body - a.body)
      .map((f) => ({ path: f.path, bytes: f.body })),
  };
}

async function signIn(page: Page, student: { email: string; password: string }) {
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/home-students');
  await page.getByRole('heading', { name: 'Student Home' }).waitFor();
}

/**
 * Bytes over the wire of the pages docs/performance.md ("Light pages") weighs, measured in a real
 * browser on an empty cache, with the Accept-Encoding Chromium sends:
 * - "landing + login": a visitor opens `/`, then follows the link to the sign-in form;
 * - "student home after sign-in": what signing in and the student home add to that;
 * - "student home, bookmark": a signed-in student opening /home-students on an empty cache;
 * - the largest chunks the student home fetched, one by one.
 */
export async function pageWeight(
  base: string,
  student: { email: string; password: string },
): Promise<PageWeight[]> {
  const browser: Browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();

    const visitor = record(page);
    await page.goto('/');
    await page.locator('a[href="/login"]').first().click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const landing = await visitor();

    const signingIn = record(page);
    await signIn(page, student);
    const home = await signingIn();

    // The same student on a fresh cache: the session is kept, the downloaded files are not.
    const fresh = await browser.newContext({ baseURL: base, storageState: await context.storageState() });
    const bookmarkPage = await fresh.newPage();
    const bookmark = record(bookmarkPage);
    await bookmarkPage.goto('/home-students');
    await bookmarkPage.getByRole('heading', { name: 'Student Home' }).waitFor();
    const cold = await bookmark();

    const chunks = home
      .filter((f) => f.kind === 'js')
      .sort((a, b) => b.body - a.body)
      .slice(0, LARGEST_CHUNKS)
      .map((f) => ({
        name: `chunk ${f.path}`,
        jsBytes: f.body,
        cssBytes: 0,
        totalBytes: f.body + f.headers,
        jsFiles: [{ path: f.path, bytes: f.body }],
      }));

    return [
      weigh('landing + login', landing),
      weigh('student home after sign-in', home),
      weigh('student home, bookmark on an empty cache', cold),
      ...chunks,
    ];
  } finally {
    await browser.close();
  }
}

/**
 * Measures and prints the page weights (`npm run bench`, `npm run bench:pages -w server`);
 * `listFiles` also lists the JavaScript files of landing + login one by one.
 */
export async function printPageWeight(base: string, listFiles = false) {
  const KiB = 1024;
  console.log(
    '\npage weight, compressed bytes over the wire (targets: landing + login JS ≤ 150 KB, a screen ≤ 60 KB)',
  );
  const steps = await pageWeight(base, {
    email: 'youssef.mostafa@students.sabora.school',
    password: 'sabora123',
  });
  for (const step of steps) {
    console.log(
      step.name.padEnd(60),
      `JS ${(step.jsBytes / KiB).toFixed(1)} KiB, CSS ${(step.cssBytes / KiB).toFixed(1)} KiB, all ${(step.totalBytes / KiB).toFixed(1)} KiB`,
    );
  }
  if (listFiles) {
    for (const file of steps[0]?.jsFiles ?? []) {
      console.log(`  landing + login: ${file.path.padEnd(56)} ${(file.bytes / KiB).toFixed(1)} KiB`);
    }
  }
}
