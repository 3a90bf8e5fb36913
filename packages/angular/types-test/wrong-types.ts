/*
 * Templates that must not compile: `type-check.test.ts` expects exactly the errors of
 * `expected-errors.ts`, one on each line of this template.
 */
import { Component } from '@angular/core';
import { SkComponents } from '@skerry/angular';

@Component({
  selector: 'wrong-bindings',
  imports: [SkComponents],
  template: `
    <sk-checkbox [checked]="'yes'" />
    <sk-button variant="loud">Save</sk-button>
    <sk-range [max]="'ten'" />
    <sk-input (skInput)="closed($event)" />
  `,
})
export class WrongBindings {
  closed(event: CustomEvent<{ source: string }>): unknown {
    return event.detail;
  }
}
