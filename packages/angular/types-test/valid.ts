/*
 * Templates that must compile under `strictTemplates`: each input with its element's type, the
 * attribute forms HTML writes, and outputs typed as the element's events.
 */
import { Component } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import type { SkCloseEvent } from '@skerry/components';
import { SkComponents } from '@skerry/angular';

@Component({
  selector: 'valid-bindings',
  imports: [SkComponents, ReactiveFormsModule],
  template: `
    <sk-button variant="primary" size="small" [disabled]="busy" type="submit">Save</sk-button>
    <sk-checkbox label="Agree" required [formControl]="agree" />
    <sk-range label="Level" max="10" [min]="0" [valueFormatter]="format" />
    <sk-input label="Name" (skInput)="typed($event)" (skClear)="cleared = true" />
    <sk-alert heading="Saved" dismissible (skClose)="closed($event)">Done.</sk-alert>
    <sk-select label="Pick" [multiple]="true" form="signup"><option>A</option></sk-select>
  `,
})
export class ValidBindings {
  busy = false;
  cleared = false;
  readonly agree = new FormControl(false);
  readonly format = (value: number): string => `${value}`;
  typed(event: InputEvent): string | null {
    return event.data;
  }
  closed(event: SkCloseEvent): unknown {
    return event.detail;
  }
}
