import '@skerry/tokens/tokens.css';
import '@skerry/components/input.js';
import '@skerry/components/checkbox.js';
import '@skerry/components/select.js';
import '@skerry/components/button.js';
import type { SkCheckbox, SkInput, SkSelect } from '@skerry/components';

const form = document.querySelector<HTMLFormElement>('form#signup')!;
const output = document.querySelector('output')!;
const name = form.querySelector<SkInput>('sk-input')!;
const newsletter = form.querySelector<SkCheckbox>('sk-checkbox')!;
const plan = form.querySelector<SkSelect>('sk-select')!;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  // Both what the form sends and what the elements' typed properties hold, so the test sees
  // that the two agree.
  output.textContent = JSON.stringify({
    form: Object.fromEntries(new FormData(form)),
    state: { name: name.value, newsletter: newsletter.checked, plan: plan.value },
  });
});
