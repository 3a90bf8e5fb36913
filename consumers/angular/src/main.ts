import { bootstrapApplication } from '@angular/platform-browser';
import { SignupForm } from './signup-form';

bootstrapApplication(SignupForm).catch((error: unknown) => console.error(error));
