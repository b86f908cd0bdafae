import { cnjCheckDigits } from '@lince/contracts/br/cnj';
import { describe, expect, it } from 'vitest';
import { areaOfCourt } from './court-area.ts';
import { validCnj } from './files.test-support.ts';

const stateCourt = validCnj(3);
const labourCourt = `0000832${cnjCheckDigits('0000832', '2018', '5', '02', '0001')}20185020001`;

describe('areaOfCourt', () => {
  it('reads the area from the words of the court name, with or without accents', () => {
    expect(areaOfCourt(stateCourt, ['06 CIVEL DE JUNDIAI'])).toBe('CIVEL');
    expect(areaOfCourt(stateCourt, ['2ª Vara Cível do Foro Regional de Santana'])).toBe('CIVEL');
    expect(areaOfCourt(stateCourt, ['1ª Vara de Família e Sucessões'])).toBe('CIVEL');
    expect(areaOfCourt(stateCourt, ['3ª VARA CRIMINAL DE CAMPINAS'])).toBe('CRIMINAL');
    expect(areaOfCourt(stateCourt, ['Vara das Execuções Fiscais Municipais'])).toBe('TRIBUTARIO');
    expect(areaOfCourt(stateCourt, ['VARA DO TRABALHO DE ITU'])).toBe('TRABALHISTA');
  });

  it('the labour segment of the CNJ number decides first; a name that tells nothing is OUTRO', () => {
    expect(areaOfCourt(labourCourt, [null])).toBe('TRABALHISTA');
    expect(areaOfCourt(labourCourt, ['06 CIVEL DE JUNDIAI'])).toBe('TRABALHISTA');
    expect(areaOfCourt(stateCourt, ['5ª Câmara de Direito Privado', null])).toBe('OUTRO');
    expect(areaOfCourt(stateCourt, [])).toBe('OUTRO');
    // "Civelândia" is not "Cível".
    expect(areaOfCourt(stateCourt, ['Foro de Civelandia'])).toBe('OUTRO');
  });

  it('a court of more than one area tells nothing: the class decides, or the next court', () => {
    const mixed = 'JUIZADO ESPECIAL CÍVEL E CRIMINAL';
    expect(areaOfCourt(stateCourt, [mixed])).toBe('OUTRO');
    expect(areaOfCourt(stateCourt, [mixed], 'Procedimento do Juizado Especial Cível')).toBe(
      'CIVEL',
    );
    expect(areaOfCourt(stateCourt, [mixed], 'Termo Circunstanciado')).toBe('CRIMINAL');
    expect(areaOfCourt(stateCourt, [mixed, '2ª Turma Recursal Criminal'])).toBe('CRIMINAL');
  });

  it('a class that tells decides before the court (a tax foreclosure in a civil court)', () => {
    expect(areaOfCourt(stateCourt, ['1ª Vara Cível de Itu'], 'Execução Fiscal')).toBe('TRIBUTARIO');
    expect(areaOfCourt(stateCourt, ['Vara Única'], 'Ação Penal - Procedimento Ordinário')).toBe(
      'CRIMINAL',
    );
    // A class that tells nothing ("Apelação") leaves the court to decide.
    expect(areaOfCourt(stateCourt, ['3ª VARA CRIMINAL DE CAMPINAS'], 'Apelação')).toBe('CRIMINAL');
  });

  it('the first name that tells wins (the court of origin before the appeal)', () => {
    expect(areaOfCourt(stateCourt, ['Gabinete 4', '1ª Vara Criminal', '2ª Vara Cível'])).toBe(
      'CRIMINAL',
    );
  });
});
