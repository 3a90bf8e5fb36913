import { SkButton, SkCheckbox, SkInput, SkSelect } from '@skerry/react';
import { type FormEvent, useState } from 'react';

/** A controlled form: React state follows each element through its typed event callbacks. */
export function SignupForm() {
  const [name, setName] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [plan, setPlan] = useState('');
  const [submitted, setSubmitted] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the form sends beside what React holds, so the test sees that the two agree.
    setSubmitted(
      JSON.stringify({
        form: Object.fromEntries(new FormData(event.currentTarget)),
        state: { name, newsletter, plan },
      }),
    );
  }

  return (
    <main>
      <h1>Sign up</h1>
      <form id="signup" onSubmit={submit}>
        <SkInput
          label="Name"
          name="name"
          required
          value={name}
          onInput={(event) => setName(event.target.value)}
        />
        <SkCheckbox
          label="Send me the newsletter"
          name="newsletter"
          value="yes"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        <SkSelect
          label="Plan"
          name="plan"
          placeholder="Choose a plan"
          required
          value={plan}
          onChange={(event) => setPlan(event.target.value)}
        >
          <option value="free">Free</option>
          <option value="team">Team</option>
          <option value="business">Business</option>
        </SkSelect>
        <SkButton type="submit">Sign up</SkButton>
      </form>
      <output htmlFor="signup" aria-label="Submitted values">
        {submitted}
      </output>
    </main>
  );
}
