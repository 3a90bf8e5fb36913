import { Component, signal } from '@angular/core';
import { SkComponents } from '@skerry/angular';
import { SignupForm } from './signup-form';

/** Every Skerry component in an Angular template, and a reactive form built from them. */
@Component({
  selector: 'app-showcase',
  imports: [SkComponents, SignupForm],
  template: `
    <main class="stack">
      <h1>Skerry in Angular</h1>
      <p>
        Every component of <code>&#64;skerry/angular</code> in Angular templates: typed inputs,
        typed outputs, and the form controls in a reactive form.
      </p>

      <section class="stack" aria-labelledby="form-heading">
        <h2 id="form-heading">A reactive form</h2>
        <app-signup-form />
      </section>

      <section class="stack" aria-labelledby="components-heading">
        <h2 id="components-heading">Every component</h2>

        <sk-alert variant="info" heading="Welcome" dismissible (skClose)="closed.set(true)">
          Dismiss this alert: the output reports it.
        </sk-alert>
        @if (closed()) {
          <p role="status">The alert was dismissed.</p>
        }

        <div class="row">
          <sk-button variant="primary" (click)="modal.element.show()">Open a modal</sk-button>
          <sk-icon-button label="Settings" variant="secondary">
            <sk-icon name="settings" />
          </sk-icon-button>
          <p>Undo the last change? <sk-inline-button>Undo</sk-inline-button></p>
        </div>

        <sk-modal #modal label="A modal" (skAfterClose)="modalClosed.set(true)">
          <p>Content of the modal.</p>
          <sk-button slot="footer" variant="primary" (click)="modal.element.hide()">Done</sk-button>
        </sk-modal>

        <div class="row">
          <sk-badge variant="danger" [count]="3" label="unread messages" />
          <sk-tag variant="neutral">Angular</sk-tag>
          <sk-tag removable (skRemove)="tagRemoved.set(true)">Removable</sk-tag>
          <sk-progress-circle label="Upload" [value]="40" showValue />
        </div>

        <sk-divider />

        <sk-card>
          <h3 slot="heading">A card</h3>
          A short summary of the subject.
        </sk-card>

        <sk-accordion>
          <sk-accordion-item heading="First section"
            >The first section's content.</sk-accordion-item
          >
          <sk-accordion-item heading="Second section"
            >The second section's content.</sk-accordion-item
          >
        </sk-accordion>

        <sk-list divided>
          <sk-list-item>First item</sk-list-item>
          <sk-list-item>Second item</sk-list-item>
        </sk-list>

        <sk-search label="Search the catalogue" />
        <sk-password label="Password" autocomplete="new-password" />
        <sk-datalist label="Country">
          <option value="Finland"></option>
          <option value="Norway"></option>
        </sk-datalist>
        <sk-time label="Meeting time" />
        <sk-file label="Attachment" />
        <sk-input-group label="Price">
          <sk-input label="Amount" type="number" />
          <span slot="end">EUR</span>
        </sk-input-group>
        <sk-control label="A native select in the frame">
          <select>
            <option>One</option>
            <option>Two</option>
          </select>
        </sk-control>
        <sk-form>
          <form class="stack">
            <sk-input label="Inside sk-form" name="inside" />
          </form>
        </sk-form>
      </section>
    </main>
  `,
})
export class Showcase {
  readonly closed = signal(false);
  readonly modalClosed = signal(false);
  readonly tagRemoved = signal(false);
}
