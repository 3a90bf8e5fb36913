/** What the fixture form binds with `v-model`, one field per kind of value. */
export interface FormState {
  name: string;
  agreed: boolean;
  notify: boolean;
  fruit: string;
  fruits: string[];
  volume: number;
  colour: string;
  files: File[];
}
