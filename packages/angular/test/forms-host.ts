import { Component } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { SkComponents } from '@skerry/angular';
import { controlCases } from './form-fixtures';

/**
 * Every Skerry form control, each bound with `[formControl]` to the control of its case. The
 * template is written out: Angular compiles templates ahead of time, so it cannot be built from
 * the cases.
 */
@Component({
  imports: [SkComponents, ReactiveFormsModule],
  template: `
    <sk-input id="sk-input" label="Input" [formControl]="controls['sk-input']!" />
    <sk-textarea id="sk-textarea" label="Textarea" [formControl]="controls['sk-textarea']!" />
    <sk-password id="sk-password" label="Password" [formControl]="controls['sk-password']!" />
    <sk-search id="sk-search" label="Search" [formControl]="controls['sk-search']!" />
    <sk-time id="sk-time" label="Time" [formControl]="controls['sk-time']!" />
    <sk-datalist id="sk-datalist" label="Datalist" [formControl]="controls['sk-datalist']!">
      <option value="10:30"></option>
    </sk-datalist>
    <sk-checkbox id="sk-checkbox" label="Checkbox" [formControl]="controls['sk-checkbox']!" />
    <sk-toggle id="sk-toggle" label="Toggle" [formControl]="controls['sk-toggle']!" />
    <sk-radio-group id="sk-radio-group" label="Radios" [formControl]="controls['sk-radio-group']!">
      <sk-radio value="a">A</sk-radio>
      <sk-radio value="b">B</sk-radio>
    </sk-radio-group>
    <sk-select id="sk-select" label="Select" [formControl]="controls['sk-select']!">
      <option value="a">A</option>
      <option value="b">B</option>
    </sk-select>
    <sk-select
      id="sk-select-multiple"
      label="Select several"
      multiple
      [formControl]="controls['sk-select-multiple']!"
    >
      <option value="a">A</option>
      <option value="b">B</option>
    </sk-select>
    <sk-range
      id="sk-range"
      label="Range"
      min="0"
      max="100"
      step="5"
      [formControl]="controls['sk-range']!"
    />
    <sk-file id="sk-file" label="File" [formControl]="controls['sk-file']!" />
  `,
})
export class FormsHost {
  readonly controls: Record<string, FormControl<unknown>> = Object.fromEntries(
    controlCases.map((testCase) => [testCase.id, new FormControl<unknown>(testCase.empty)]),
  );
}
