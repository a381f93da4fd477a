/**
 * One fixed stack at the foot of the window for the app's passing notices: the installable app's (offline, a new
 * version) and the offline diary's (changes waiting, a change refused). Each feature puts its notices in it, so they
 * stack in one column and never cover each other.
 */
import './notice-stack.css';

const ID = 'notice-stack';

export function noticeStack(): HTMLElement {
  let stack = document.getElementById(ID);
  if (!stack) {
    stack = document.createElement('div');
    stack.id = ID;
    stack.className = 'notice-stack';
    document.body.append(stack);
  }
  return stack;
}
