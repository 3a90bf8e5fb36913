import { bootstrapApplication } from '@angular/platform-browser';
import { Showcase } from './showcase';

bootstrapApplication(Showcase).catch((error: unknown) => console.error(error));
