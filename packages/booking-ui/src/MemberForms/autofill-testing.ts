import { expect } from 'storybook/test';

/**
 * Fills a box the way browser autofill and password managers do: a `beforeinput` of type
 * `insertReplacementText`, the value set through the native setter (React's own tracker does
 * not see it), then an `input` event. Returns whether the `beforeinput` went through.
 */
export function fillLikeAutofill(input: HTMLElement, value: string): boolean {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an <input>');
  const allowed = input.dispatchEvent(
    new InputEvent('beforeinput', {
      bubbles: true,
      cancelable: true,
      inputType: 'insertReplacementText',
      data: value,
    }),
  );
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: value }),
  );
  return allowed;
}

/**
 * A new-password box as password managers need it: named, labelled by id, `new-password`;
 * its autofill `beforeinput` events (replacement text or a manager's paste) are not blocked,
 * while a clipboard paste is.
 */
export async function expectManagerFriendlyPasswordBox(box: HTMLElement, name: string) {
  await expect(box).toHaveAttribute('name', name);
  await expect(box).toHaveAttribute('type', 'password');
  await expect(box).toHaveAttribute('autocomplete', 'new-password');
  const id = box.getAttribute('id') ?? '';
  await expect(id).not.toBe('');
  await expect(box.ownerDocument.querySelector(`label[for="${id}"]`)).not.toBeNull();
  for (const inputType of ['insertReplacementText', 'insertFromPaste']) {
    const event = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType });
    box.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(false);
  }
  const paste = new Event('paste', { bubbles: true, cancelable: true });
  box.dispatchEvent(paste);
  await expect(paste.defaultPrevented).toBe(true);
}
