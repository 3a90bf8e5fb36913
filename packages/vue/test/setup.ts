import '@skerry/tokens/tokens.css';
