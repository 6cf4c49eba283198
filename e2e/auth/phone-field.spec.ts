import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { waitForPath } from './auth-steps';

/** Puts text on the clipboard and pastes it into the focused field, as a person would. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('the phone field on a phone (360 px)', () => {
  let browser: Browser;
  let performer: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({ role: 'Performer' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a leading 1 typed or pasted with the number once, and logs in with it', async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tel = page.locator('input[name="tel"]');
    const clear = async () => {
      await tel.fill('');
      await tel.blur();
      await tel.click();
      expect(await tel.inputValue()).toBe('1-');
    };

    await tel.click();
    await tel.pressSequentially('14379766880');
    expect(await tel.inputValue()).toBe('1-437-976-6880');

    for (const pasted of ['14379766880', '+1 (437) 976-6880', '1-437-976-6880', '437 976 6880']) {
      await clear();
      await paste(page, pasted);
      expect(await tel.inputValue(), pasted).toBe('1-437-976-6880');
    }

    await clear();
    await tel.pressSequentially(performer.tel.replace(/\D/g, ''));
    expect(await tel.inputValue()).toBe(performer.tel);
    await page.locator('input[name="password"]').fill(performer.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, (path) => path.startsWith('/performer'));
    await context.close();
  });
});

/** The phone field as the page holds it, with the caret put where a person would click. */
function phoneOn(page: Page) {
  const tel = page.locator('input[name="tel"]');
  return {
    tel,
    value: () => tel.inputValue(),
    /** Clears the field as a person would (select all, erase) and leaves it focused. */
    clear: async () => {
      await tel.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
    },
    caretAt: async (position: number) => {
      await tel.focus();
      await tel.evaluate((input: HTMLInputElement, at) => input.setSelectionRange(at, at), position);
    },
    caret: () => tel.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    /**
     * Edits as a mobile keyboard does: `beforeinput`, the browser's own edit, `input` (each with its
     * inputType), and no key event.
     */
    mobileEdit: (command: 'delete' | 'forwardDelete' | 'insertText', text = '') =>
      tel.evaluate(
        (input: HTMLInputElement, [name, value]) => {
          const inputTypes: Record<string, string> = {
            delete: 'deleteContentBackward',
            forwardDelete: 'deleteContentForward',
          };
          const inputType = inputTypes[name!] ?? name!;
          let keyEvents = 0;
          const count = () => (keyEvents += 1);
          input.addEventListener('keydown', count);
          input.dispatchEvent(
            new InputEvent('beforeinput', { inputType, data: value || null, bubbles: true, cancelable: true }),
          );
          document.execCommand(name!, false, value);
          input.removeEventListener('keydown', count);
          if (keyEvents > 0) throw new Error('the edit sent key events');
        },
        [command, text] as const,
      ),
  };
}

const pressTimes = async (page: Page, key: string, times: number) => {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
};

for (const path of ['/login', '/registration']) {
  describe(`editing the phone number on ${path} at 360 px, as in a plain text field`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      ({ context, page } = await openPage(browser, path, 'mobile'));
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('erases with Backspace from the end through every dash, digit by digit', async () => {
      const field = phoneOn(page);
      await field.tel.click();
      expect(await field.value()).toBe('1-');
      await field.tel.pressSequentially('4165550110');
      expect(await field.value()).toBe('1-416-555-0110');
      await pressTimes(page, 'Backspace', 4);
      expect(await field.value()).toBe('1-416-555-');
      await page.keyboard.press('Backspace');
      expect(await field.value()).toBe('1-416-555');
      await page.keyboard.press('Backspace');
      expect(await field.value()).toBe('1-416-55');
      await pressTimes(page, 'Backspace', 3);
      expect(await field.value()).toBe('1-416');
      await pressTimes(page, 'Backspace', 3);
      expect((await field.value()).replace(/\D/g, '').slice(1)).toBe('');
      await field.tel.pressSequentially('6475550123');
      expect(await field.value()).toBe('1-647-555-0123');
    });

    it('edits with the caret in the middle: Backspace and Delete across a dash, typing in place', async () => {
      const field = phoneOn(page);
      await field.clear();
      await field.tel.pressSequentially('4165550110');
      // Caret after '1-416-': Backspace goes through the dash and erases the 6.
      await field.caretAt(6);
      await pressTimes(page, 'Backspace', 2);
      expect(await field.value()).toBe('1-415-550-110');
      // Caret before the dash of '1-415-…': Delete goes through it and erases the 5 behind it.
      await field.caretAt(5);
      await pressTimes(page, 'Delete', 2);
      expect(await field.value()).toBe('1-415-501-10');
      // Typing in the middle puts the digits where the caret is and keeps the caret after them.
      await field.caretAt(6);
      await page.keyboard.type('57');
      expect(await field.value()).toBe('1-415-575-0110');
      // Select the area code and retype it.
      await field.tel.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 5));
      await page.keyboard.type('647');
      expect(await field.value()).toBe('1-647-575-0110');
    });

    it('takes select-all and retype, and a pasted number in its usual shapes', async () => {
      const field = phoneOn(page);
      await field.tel.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6475550123');
      expect(await field.value()).toBe('1-647-555-0123');
      for (const pasted of ['4165550110', '(416) 555-0110', '+1 416 555 0110']) {
        await field.tel.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
        await page.keyboard.press('ControlOrMeta+V');
        expect(await field.value(), pasted).toBe('1-416-555-0110');
        await field.clear();
        await page.keyboard.insertText(pasted);
        expect(await field.value(), `${pasted} inserted`).toBe('1-416-555-0110');
      }
    });

    it('edits from a mobile keyboard, which sends input events and no key events', async () => {
      const field = phoneOn(page);
      await field.clear();
      await field.tel.click();
      for (const digit of '4165550110') await field.mobileEdit('insertText', digit);
      expect(await field.value()).toBe('1-416-555-0110');
      for (let index = 0; index < 6; index += 1) await field.mobileEdit('delete');
      expect(await field.value()).toBe('1-416-55');
      await field.caretAt(6);
      await field.mobileEdit('delete');
      await field.mobileEdit('delete');
      expect(await field.value()).toBe('1-415-5');
      await field.caretAt(5);
      await field.mobileEdit('forwardDelete');
      await field.mobileEdit('forwardDelete');
      expect(await field.value()).toBe('1-415-');
    });

    it('has no accessibility violation at 360 and 1024 px', async () => {
      await expectNoAxeViolations(page, `${path} at 360 px`);
      await page.setViewportSize({ width: 1024, height: 800 });
      await expectNoAxeViolations(page, `${path} at 1024 px`);
      await page.setViewportSize({ width: 360, height: 780 });
    });
  });
}
