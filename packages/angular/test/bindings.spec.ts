import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, FormGroup, FormsModule, ReactiveFormsModule } from '@angular/forms';
import type { SkCloseEvent } from '@skerry/components';
import { SkAlert, SkButton, SkCheckbox, SkInput, SkRange } from '@skerry/angular';
import { describe, expect, it } from 'vitest';

type Element = HTMLElement & Record<string, unknown> & { updateComplete: Promise<boolean> };

const query = (root: HTMLElement, selector: string): Element => {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element as Element;
};

describe('inputs and outputs', () => {
  @Component({
    imports: [SkAlert, SkButton, SkCheckbox, SkInput, SkRange],
    template: `
      <sk-button variant="primary" [disabled]="busy()">Save</sk-button>
      <sk-checkbox label="Agree" required />
      <sk-range label="Level" max="10" [valueFormatter]="format" />
      <sk-input label="Name" (skInput)="inputs.push($event)" />
      <sk-alert heading="Saved" dismissible (skClose)="closes.push($event)">Done.</sk-alert>
    `,
  })
  class Host {
    readonly busy = signal(false);
    readonly format = (value: number): string => `${value} of 10`;
    readonly inputs: InputEvent[] = [];
    readonly closes: SkCloseEvent[] = [];
  }

  it("set the element's properties, with the types the element has", async () => {
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const button = query(root, 'sk-button');
    expect(button['variant']).toBe('primary');
    expect(button['disabled']).toBe(false);
    fixture.componentInstance.busy.set(true);
    await fixture.whenStable();
    expect(button['disabled']).toBe(true);
    // A bare boolean attribute is true; a static number is a number; a function stays one.
    expect(query(root, 'sk-checkbox')['required']).toBe(true);
    const range = query(root, 'sk-range');
    expect(range['max']).toBe(10);
    expect(range['valueFormatter']).toBe(fixture.componentInstance.format);
  });

  it('give each event once, as the element fired it', async () => {
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const input = query(root, 'sk-input');
    const typed = new InputEvent('input', { bubbles: true, composed: true, data: 'a' });
    input.dispatchEvent(typed);
    expect(fixture.componentInstance.inputs).toEqual([typed]);
    const alert = query(root, 'sk-alert');
    await alert.updateComplete;
    alert.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]')?.click();
    await expect.poll(() => fixture.componentInstance.closes.length).toBe(1);
    expect(fixture.componentInstance.closes[0]?.type).toBe('sk-close');
  });
});

describe('template-driven and reactive forms', () => {
  it('ngModel binds both ways', async () => {
    @Component({
      imports: [FormsModule, SkCheckbox],
      template: `<sk-checkbox label="Agree" name="agree" [(ngModel)]="agree" />`,
    })
    class Host {
      agree = true;
    }
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const checkbox = query(fixture.nativeElement, 'sk-checkbox');
    await expect.poll(() => checkbox['checked']).toBe(true);
    checkbox['checked'] = false;
    checkbox.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(fixture.componentInstance.agree).toBe(false);
  });

  it('formControlName takes values, resets and follows the group', async () => {
    @Component({
      imports: [ReactiveFormsModule, SkInput, SkCheckbox],
      template: `
        <form [formGroup]="form">
          <sk-input label="Name" formControlName="name" />
          <sk-checkbox label="News" formControlName="news" />
        </form>
      `,
    })
    class Host {
      readonly form = new FormGroup({
        name: new FormControl('Ada', { nonNullable: true }),
        news: new FormControl(false, { nonNullable: true }),
      });
    }
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const name = query(root, 'sk-input');
    const news = query(root, 'sk-checkbox');
    expect(name['value']).toBe('Ada');
    name['value'] = 'Grace';
    name.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    news['checked'] = true;
    news.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(fixture.componentInstance.form.getRawValue()).toEqual({ name: 'Grace', news: true });
    fixture.componentInstance.form.reset();
    expect(name['value']).toBe('Ada');
    expect(news['checked']).toBe(false);
    fixture.componentInstance.form.disable();
    expect(name['disabled']).toBe(true);
    expect(news['disabled']).toBe(true);
  });
});
