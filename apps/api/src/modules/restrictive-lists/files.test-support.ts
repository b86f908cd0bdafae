import ExcelJS from 'exceljs';
import yazl from 'yazl';

/**
 * Made-up list files in the published layouts (no real person's or company's data): names and
 * documents invented, CPFs masked as the publishers mask them.
 */

export const CEIS_HEADER = [
  'CADASTRO',
  'CÓDIGO DA SANÇÃO',
  'TIPO DE PESSOA',
  'CPF OU CNPJ DO SANCIONADO',
  'NOME DO SANCIONADO',
  'NOME INFORMADO PELO ÓRGÃO SANCIONADOR',
  'RAZÃO SOCIAL - CADASTRO RECEITA',
  'NOME FANTASIA - CADASTRO RECEITA',
  'NÚMERO DO PROCESSO',
  'CATEGORIA DA SANÇÃO',
  'DATA INÍCIO SANÇÃO',
  'DATA FINAL SANÇÃO',
  'DATA PUBLICAÇÃO',
  'PUBLICAÇÃO',
  'DETALHAMENTO DO MEIO DE PUBLICAÇÃO',
  'DATA DO TRÂNSITO EM JULGADO',
  'ABRANGÊNCIA DA SANÇÃO',
  'ÓRGÃO SANCIONADOR',
  'UF ÓRGÃO SANCIONADOR',
  'ESFERA ÓRGÃO SANCIONADOR',
  'FUNDAMENTAÇÃO LEGAL',
  'DATA ORIGEM INFORMAÇÃO',
  'ORIGEM INFORMAÇÕES',
  'OBSERVAÇÕES',
];

/** CNEP's header: CEIS's with "VALOR DA MULTA" after the category. */
export const CNEP_HEADER = [
  ...CEIS_HEADER.slice(0, 10),
  'VALOR DA MULTA',
  ...CEIS_HEADER.slice(10),
];

/** One sanction by column name; the other columns empty. */
export function sanctionRow(header: string[], values: Record<string, string>): string[] {
  return header.map((column) => values[column] ?? '');
}

/** `;`-separated, every field quoted, CRLF (as the Portal da Transparência publishes). */
export const quotedCsv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(';')).join('\r\n') +
  '\r\n';

/** Windows-1252 bytes of a text (its accents are all in Latin-1's range). */
export const windows1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
export const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** Three made-up CEIS sanctions: a masked CPF, a company, a masked CPF without dots. */
export function ceisRows(list: 'CEIS' | 'CNEP' = 'CEIS'): string[][] {
  const header = list === 'CEIS' ? CEIS_HEADER : CNEP_HEADER;
  return [
    header,
    sanctionRow(header, {
      CADASTRO: list,
      'CÓDIGO DA SANÇÃO': '900001',
      'TIPO DE PESSOA': 'Física',
      'CPF OU CNPJ DO SANCIONADO': '***.123.456-**',
      'NOME DO SANCIONADO': 'JOÃO FICTÍCIO DA SILVA',
      'NÚMERO DO PROCESSO': '00001.000001/2024-01',
      'CATEGORIA DA SANÇÃO': 'Impedimento/proibição de contratar com prazo determinado',
      'VALOR DA MULTA': '150.000,00',
      'DATA INÍCIO SANÇÃO': '01/02/2024',
      'DATA FINAL SANÇÃO': '01/02/2029',
      'ÓRGÃO SANCIONADOR': 'Prefeitura Municipal de Exemplo',
      'UF ÓRGÃO SANCIONADOR': 'SP',
      'FUNDAMENTAÇÃO LEGAL': 'Lei 14.133/2021, art. 156, III',
    }),
    sanctionRow(header, {
      CADASTRO: list,
      'CÓDIGO DA SANÇÃO': '900002',
      'TIPO DE PESSOA': 'Jurídica',
      'CPF OU CNPJ DO SANCIONADO': '12.345.678/0001-95',
      'NOME DO SANCIONADO': 'CONSTRUTORA IMAGINÁRIA LTDA',
      'CATEGORIA DA SANÇÃO': 'Inidoneidade - Lei 14.133/2021',
      'DATA INÍCIO SANÇÃO': '15/03/2023',
      'DATA FINAL SANÇÃO': '',
      'ÓRGÃO SANCIONADOR': 'Ministério Exemplar',
      OBSERVAÇÕES: 'Sanção "exemplar"; com aspas',
    }),
    sanctionRow(header, {
      CADASTRO: list,
      'CÓDIGO DA SANÇÃO': '900003',
      'TIPO DE PESSOA': 'Física',
      'CPF OU CNPJ DO SANCIONADO': '***654321**',
      'NOME DO SANCIONADO': 'Maria Inventada Souza',
      'DATA INÍCIO SANÇÃO': '10/10/2010',
      'DATA FINAL SANÇÃO': '10/10/2015',
    }),
  ];
}

export const ceisCsv = (list: 'CEIS' | 'CNEP' = 'CEIS') => quotedCsv(ceisRows(list));

export const PEP_CSV = [
  'CPF;Nome_PEP;Sigla_Função;Descrição_Função;Nível_Função;Nome_Órgão;Data_Início_Exercício;Data_Fim_Exercício;Data_Fim_Carência',
  '***.111.222-**;PEDRO HIPOTÉTICO;DAS;Diretor de Programa;DAS-101.5;Ministério Exemplar;01/01/2019;31/12/2022;31/12/2027',
  '***.333.444-**;ANA SUPOSTA;VER;Vereador;;Câmara Municipal de Exemplo;01/01/2021;;',
].join('\n');

export const CEPIM_CSV = quotedCsv([
  [
    'CNPJ ENTIDADE',
    'NOME ENTIDADE',
    'NÚMERO CONVÊNIO',
    'ÓRGÃO CONCEDENTE',
    'MOTIVO DO IMPEDIMENTO',
  ],
  [
    '11.222.333/0001-81',
    'ASSOCIAÇÃO FICTÍCIA',
    '700001',
    'Ministério Exemplar',
    'Omissão no dever de prestar contas',
  ],
]);

export const COMPANY_LIST_CSV = [
  'nome;CPF/CNPJ;observação',
  'Fornecedor Vetado Ltda;12.345.678/0001-95;Inadimplência em contrato anterior',
  'Pessoa Vetada;123.456.789-09;Conflito de interesses',
].join('\n');

/** The Cadastro de Empregadores as the Ministry's spreadsheet: title rows above the header. */
export async function slaveLabourXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cadastro');
  sheet.addRow([
    'Cadastro de Empregadores que tenham submetido trabalhadores a condições análogas à de escravo',
  ]);
  sheet.addRow(['Atualização semestral']);
  sheet.addRow([]);
  sheet.addRow([
    'ID',
    'Ano da ação fiscal',
    'UF',
    'Empregador',
    'CNPJ/CPF',
    'Estabelecimento',
    'Trabalhadores envolvidos',
    'CNAE',
    'Decisão administrativa de procedência',
    'Inclusão no Cadastro de Empregadores',
  ]);
  sheet.addRow([
    1,
    2022,
    'MG',
    'Fazenda Imaginária Ltda',
    '98.765.432/0001-98',
    'Zona rural de Exemplo',
    12,
    '0134-2/00',
    '10/05/2023',
    '05/10/2023',
  ]);
  sheet.addRow([
    2,
    2021,
    'PA',
    'Joaquim Suposto',
    '123.456.789-09',
    'Sítio Exemplo',
    3,
    '0151-2/01',
    '01/02/2023',
    '05/04/2023',
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const SLAVE_LABOUR_CSV = [
  'ID;Ano da ação fiscal;UF;Empregador;CNPJ/CPF;Estabelecimento;Inclusão no Cadastro de Empregadores',
  '1;2022;MG;Fazenda Imaginária Ltda;98.765.432/0001-98;Zona rural;05/10/2023',
].join('\n');

/** OFAC's sdn.csv (no header, `-0-` for empty, the DOS end-of-file mark) and alt.csv. */
export const SDN_CSV = [
  '90001,"FICTICIO, Juan","individual","SDNT","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","DOB 01 Jan 1970; nationality Exemplo."',
  '90002,"EMPRESA INVENTADA S.A.","-0- ","SDGT","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- "',
  '90003,"BARCO FALSO","vessel","IRAN","-0- ","ABCD1","Cargo","-0- ","-0- ","Exemplo","-0- ","-0- "',
  '\x1a',
].join('\r\n');
export const ALT_CSV = [
  '90001,1001,"aka","FICTICIO, Joao","-0- "',
  '90001,1002,"fka","EL FALSO","-0- "',
  '90002,1003,"aka","INVENTADA TRADING","-0- "',
  '\x1a',
].join('\r\n');

/** A ZIP of the given files (as the publishers zip them). */
export function zipOf(files: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.from(typeof content === 'string' ? utf8(content) : content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on('error', reject);
  });
}
