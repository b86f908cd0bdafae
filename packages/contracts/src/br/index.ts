export * from './cpf.ts';
export * from './cnpj.ts';
export * from './cep.ts';
export * from './cnj.ts';
export { onlyDigits, stripPunctuation } from './digits.ts';
export * from './format.ts';
export { comparableName, comparableWords } from './names.ts';
export * from './cnae.ts';
