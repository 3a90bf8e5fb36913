import '@skerry/tokens/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignupForm } from './signup-form.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignupForm />
  </StrictMode>,
);
