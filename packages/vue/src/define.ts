import {
  camelize,
  defineComponent,
  h,
  toHandlerKey,
  type DefineSetupFnComponent,
  type Prop,
  type SlotsType,
  type VNode,
} from 'vue';
import { modelProperty, readModel, readValues, type ModelKind } from './model.js';

/** What the generated module knows of one element, from the Custom Elements Manifest. */
export interface ElementSpec {
  tag: string;
  /** The component's name: the element class's (`SkInput`), for Vue's devtools and warnings. */
  name: string;
  /** The element's settable properties, camelCase: each prop is set as a DOM property. */
  properties: readonly string[];
  /** Those of them that are boolean, so that `<SkButton disabled>` means `true` as in HTML. */
  booleans: readonly string[];
  /**
   * The attributes of the numeric props: a string given to one (a template's static
   * `max="10"`) is set as the attribute, which the element converts, rather than as a string
   * in a number property.
   */
  numberAttributes: Readonly<Record<string, string>>;
  /** Every event the element fires, re-emitted by the component with the event as payload. */
  events: readonly string[];
  /** How `v-model` maps to the element, for a control that has a value. */
  model?: ModelKind;
}

type ModelProps<In> = [In] extends [never] ? unknown : { modelValue?: In };
type ModelEmits<Out> = [Out] extends [never]
  ? unknown
  : { 'update:modelValue': (value: Out) => void };

/** The events of an element as Vue emits: each handler gets the DOM event itself. */
export type EmitsOf<Events, ModelOut = never> = {
  [Name in keyof Events]: (event: Events[Name]) => void;
} & ModelEmits<ModelOut>;

/**
 * A Skerry element as a Vue component: its props, its events, `v-model` taking `ModelIn` and
 * emitting `ModelOut` where it has a value, and the default slot (named slots are children with
 * a `slot` attribute, as for any custom element).
 */
export type SkComponent<
  Props extends object,
  Events,
  ModelIn = never,
  ModelOut = ModelIn,
> = DefineSetupFnComponent<
  Props & ModelProps<ModelIn>,
  EmitsOf<Events, ModelOut>,
  SlotsType<{ default?: () => VNode[] }>
>;

/**
 * Declares the props: a boolean one absent from the template stays `undefined`, not `false`,
 * so the element keeps its own default; every other prop takes any value, the types being
 * checked at compile time.
 */
function propOptions(spec: ElementSpec): Record<string, Prop<unknown> | null> {
  const booleans = new Set(spec.booleans);
  const options: Record<string, Prop<unknown> | null> = {};
  for (const name of spec.properties) {
    options[name] = booleans.has(name) ? { type: Boolean, default: undefined } : null;
  }
  if (spec.model) options.modelValue = null;
  return options;
}

/**
 * Makes the Vue component for one element: rendering the element itself (so no
 * `isCustomElement` setting is needed), props set as DOM properties, events re-emitted, and
 * attributes, classes and other listeners passed on to the element.
 */
export function defineSkComponent<Component>(spec: ElementSpec): Component {
  const { model } = spec;
  // A select's list, for `v-model:values` on a multiple select, beside its one value.
  const listModel = model === 'select';
  const emits = [
    ...spec.events,
    ...(model ? ['update:modelValue'] : []),
    ...(listModel ? ['update:values'] : []),
  ];
  const events = model && !spec.events.includes('input') ? [...spec.events, 'input'] : spec.events;
  const component = defineComponent({
    name: spec.name,
    inheritAttrs: false,
    props: propOptions(spec),
    emits,
    setup(rawProps, { attrs, slots, emit }) {
      // The props are declared at run time from the manifest; their types are the generated ones.
      const props = rawProps as Record<string, unknown>;
      const listeners: Record<string, (event: Event) => void> = {};
      for (const name of events) {
        listeners[toHandlerKey(camelize(name))] = (event) => {
          // The element's own `input`, not one bubbling from a child such as a group's radio.
          if (model && name === 'input' && event.target === event.currentTarget) {
            const element = event.currentTarget as HTMLElement;
            emit('update:modelValue', readModel(model, element));
            const values = listModel ? readValues(element) : undefined;
            if (values) emit('update:values', values);
          }
          if (spec.events.includes(name)) emit(name, event);
        };
      }
      return () => {
        const properties: Record<string, unknown> = {};
        // A select's `values` last but for its model, after the `multiple` that governs them.
        const names = listModel
          ? [...spec.properties.filter((name) => name !== 'values'), 'values']
          : spec.properties;
        for (const name of names) {
          const value = props[name];
          if (value === undefined) continue;
          const attribute = spec.numberAttributes[name];
          if (attribute && typeof value === 'string') properties[`^${attribute}`] = value;
          else properties[`.${name}`] = value;
        }
        // Last, so that `multiple` or `min` and `max` are in place before the value they govern.
        if (model && props.modelValue !== undefined) {
          properties[`.${modelProperty(model)}`] = props.modelValue;
        }
        return h(spec.tag, { ...attrs, ...properties, ...listeners }, slots.default?.());
      };
    },
  });
  return component as Component;
}
