// The checker's rules live in src/config, where the activation kit can read them too (CONTRIBUTING.md, 'Layers').
export * from "../../config/obligation-rules.ts";
