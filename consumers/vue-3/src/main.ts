import '@skerry/tokens/tokens.css';
import { createApp } from 'vue';
import SignupForm from './SignupForm.vue';

createApp(SignupForm).mount('#app');
