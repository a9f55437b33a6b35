import { expect, type Locator, type Page, test } from '../support/fixtures';
import { settle } from './axe-helpers';
import { DEMO, expectPath, signIn } from './helpers';
import { mathsIds, SWEPT, type SweptRole } from './screens';

/**
 * Every control reachable and usable by keyboard. On every screen of every role
 * (English), Tab is pressed until focus comes round again: each visible, enabled control must have
 * had focus, and each must have shown a focus ring (an outline or a shadow that was not there
 * before) on itself, its label or its box. Then a few whole paths done with the keyboard alone.
 */

/** What a keyboard walk of one screen found wrong. */
interface Walk {
  unreached: string[];
  noRing: string[];
}

/** What the page keeps while it is walked (`window.keyboardWalk`). */
interface WalkState {
  stops: Map<Element, string>;
  before: Map<Element, string[]>;
  reached: Set<string>;
  noRing: string[];
  /** Whether the walk has begun; the first element Tab focused; whether focus came back to it. */
  walking: boolean;
  first: Element | null;
  round: boolean;
  nameOf(el: Element): string;
}
type WalkedWindow = Window & { keyboardWalk?: WalkState };

/** How many Tab presses go between two questions to the page whether the walk has come round. */
const ASK_EVERY = 8;

/**
 * Marks the screen's controls, then presses Tab until focus is back where it started (or has gone
 * past every control twice). Controls that share one Tab stop — radios of a group, the tabs of a
 * tab list, the items of a menu (a roving tabindex) — count as reached when one of them is.
 */
async function walkWithTab(page: Page): Promise<Walk> {
  const controls = await page.evaluate(() => {
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"], ' +
      '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], ' +
      '[role="menuitem"], [role="option"], [role="slider"], [role="combobox"], [role="textbox"]';
    const native = 'a[href], button, input, select, textarea, summary, [role]';
    const composite =
      '[role="tablist"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="listbox"], [role="grid"], [role="tree"], [role="toolbar"]';
    /** The outline and shadows of the element, what follows it (a styled label) and its box. */
    const look = (el: Element) =>
      [el, el.nextElementSibling, el.parentElement].map((part) => {
        if (!part) return '';
        const style = getComputedStyle(part);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
      });
    const nameOf = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      return `${el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1).slice(0, 140)} "${name}"`;
    };
    const state: WalkState = {
      stops: new Map(),
      before: new Map(),
      reached: new Set(),
      noRing: [],
      walking: false,
      first: null,
      round: false,
      nameOf,
    };
    let count = 0;
    for (const el of document.querySelectorAll(interactive)) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if (!(el as HTMLElement).checkVisibility({ visibilityProperty: true })) continue;
      if (el.matches(':disabled, [aria-disabled="true"]')) continue;
      const html = el as HTMLElement;
      // A focus target that is no control (a dialog, a menu's box, a skip target) is not a Tab stop.
      if (html.tabIndex < 0 && !el.matches(native)) continue;
      if (
        html.tabIndex < 0 &&
        el.matches('[role="dialog"], [role="menu"], [role="region"], [role="presentation"]')
      )
        continue;
      const group =
        el instanceof HTMLInputElement && el.type === 'radio' && el.name
          ? `radio:${el.name}`
          : el.closest(composite)
            ? `group:${[...document.querySelectorAll(composite)].indexOf(el.closest(composite)!)}`
            : `el:${count}`;
      state.stops.set(el, group);
      state.before.set(el, look(el));
      count++;
    }
    document.addEventListener('focusin', (event) => {
      const el = event.target as Element;
      // Focus the screen moved by itself before the walk began is not where the walk starts.
      if (state.walking && state.first === null) state.first = el;
      else if (el === state.first) state.round = true;
      const group = state.stops.get(el);
      if (group) state.reached.add(group);
      const before = state.before.get(el);
      const now = look(el);
      if (before && now.every((part, i) => part === before[i])) state.noRing.push(nameOf(el));
    });
    (window as WalkedWindow).keyboardWalk = state;
    return count;
  });
  // Tab until focus is back on the first control it reached (out of the page, the next Tab starts
  // over from the top). The page notes the round itself, so it is asked only every few presses: a
  // press or two past the round reaches nothing new, and asking after each press costs a round trip
  // to the browser a press.
  await page.evaluate(() => {
    (window as WalkedWindow).keyboardWalk!.walking = true;
  });
  for (let press = 1; press <= controls * 2 + 10; press++) {
    await page.keyboard.press('Tab');
    if (press % ASK_EVERY === 0 && (await page.evaluate(() => (window as WalkedWindow).keyboardWalk!.round)))
      break;
  }
  return page.evaluate(() => {
    const state = (window as WalkedWindow).keyboardWalk!;
    const unreached = [...state.stops].filter(([, group]) => !state.reached.has(group));
    return { unreached: unreached.map(([el]) => state.nameOf(el)), noRing: [...new Set(state.noRing)] };
  });
}

/** Walks each path with the keyboard: what it finds, by path. */
async function walkScreens(page: Page, paths: readonly string[]) {
  const found: Record<string, Walk> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      const walk = await walkWithTab(page);
      if (walk.unreached.length || walk.noRing.length) found[path] = walk;
    });
  }
  return found;
}

/** The screens walked, by who reads them: each role is a test of its own, so they spread over the workers. */
const ROLES: SweptRole[] = [SWEPT.public, SWEPT.student, SWEPT.parent, SWEPT.teacher, SWEPT.admin];

for (const { who, signIn: signInHere, paths } of ROLES) {
  test(`every control of ${who} screens is reached with Tab and shows where focus is`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const screens = paths(await mathsIds(request));
    if (signInHere) await signInHere(page);
    expect(await walkScreens(page, screens)).toEqual({});
  });
}

/** Presses Tab until `target` has focus (at most `presses` times). */
async function tabTo(page: Page, target: Locator, presses = 20) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the Tab walk finds a control Tab cannot reach and a focus without a ring', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  // What the walk is there to catch: a click-only "button" and a control whose ring is taken away.
  await page.evaluate(() => {
    const fake = document.createElement('div');
    fake.setAttribute('role', 'button');
    fake.textContent = 'Click-only';
    const bare = document.createElement('button');
    bare.textContent = 'No ring';
    bare.style.setProperty('outline', 'none', 'important');
    document.querySelector('main')!.append(fake, bare);
  });
  const walk = await walkWithTab(page);
  expect(walk.unreached).toEqual([expect.stringContaining('Click-only')]);
  expect(walk.noRing).toEqual([expect.stringContaining('No ring')]);
});

test('dialogs and menus open, move and close with the keyboard, and give focus back', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  await expectPath(page, '/home-admin');
  await page.goto('/students-admin');
  await settle(page);

  // A dialog: Enter opens it with focus inside, Escape closes it and focus is back on its button.
  const add = page.getByRole('button', { name: 'Add Student', exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Student' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The account menu: Enter opens it, the arrows move through its items, Escape gives focus back.
  const account = page.getByRole('button', { name: /^Account menu of / });
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const items = menu.getByRole('menuitem');
  const focusedItem = () => items.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  const first = await focusedItem();
  expect(first).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedItem).toBe(first + 1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
});

test('a quiz is started and answered with the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  // A seeded quiz Youssef has not taken and no other spec takes (accessibility-overlays.spec.ts only
  // opens its ready dialog): a new quiz would notify him and push the notifications
  // student-home.spec reads off the first page.
  const title = 'Physics: weekly quiz';
  await signIn(page, DEMO.student);
  await expectPath(page, '/home-students');
  await page.goto('/quiz-students');
  await settle(page);
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Start' })
    .focus();
  await page.keyboard.press('Enter');
  const ready = page.getByRole('dialog', { name: 'Ready? The timer starts now' });
  await expect(ready).toBeVisible();
  await tabTo(page, ready.getByRole('button', { name: 'Start Quiz' }));
  await page.keyboard.press('Enter');

  // Tab reaches the choices; Space picks the focused one and the arrows move the choice.
  const attempt = page.getByRole('dialog', { name: title });
  const choices = attempt.getByRole('radiogroup').first().getByRole('radio');
  await expect(choices).toHaveCount(4);
  await tabTo(page, choices.first());
  await page.keyboard.press('Space');
  await expect(choices.first()).toBeChecked();
  await expect(attempt.getByText('Answered 1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(choices.nth(1)).toBeChecked();
  await expect(choices.first()).not.toBeChecked();

  // Submitted, so no attempt is left running for the tests that follow.
  await attempt.getByRole('button', { name: 'Next' }).press('Enter');
  await attempt.getByRole('button', { name: 'Submit' }).press('Enter');
  await attempt.getByRole('button', { name: 'Submit now' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Quiz Result' })).toBeVisible();
});
