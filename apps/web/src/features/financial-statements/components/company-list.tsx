import { useState } from 'react';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { EmptyText, SectionCard } from '../../../components/section-card.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { financialCompanyListQuery } from '../api/financial-companies.ts';

const PAGE_SIZE = 10;

/** "2022 a 2024", "2024", "sem demonstrações". */
export function yearsText(years: readonly number[]): string {
  if (years.length === 0) return 'Sem demonstrações';
  const first = years[0]!;
  const last = years[years.length - 1]!;
  return first === last ? `Exercício ${first}` : `Exercícios ${first} a ${last}`;
}

/** The analysed companies, searchable by CNPJ (alphanumeric too) or name; a click opens one. */
export function CompanyList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (companyId: string) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(
    financialCompanyListQuery({ page, pageSize: PAGE_SIZE, q: q || undefined }),
  );
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  return (
    <SectionCard title="Empresas analisadas">
      <SearchField
        label="Buscar por CNPJ ou nome"
        fullWidth
        value={q}
        onChange={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {list.isFetching && <LinearProgress aria-label="Carregando as empresas" />}
      {list.isError ? (
        <RetryAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data?.items.length === 0 ? (
        <EmptyText>
          {q
            ? 'Nenhuma empresa analisada com esta busca.'
            : 'Nenhuma empresa analisada ainda. Cadastre a primeira pelo CNPJ.'}
        </EmptyText>
      ) : (
        <List dense aria-label="Empresas analisadas" sx={{ mx: -1 }}>
          {list.data?.items.map((company) => (
            <ListItem key={company._id} disablePadding>
              <ListItemButton
                selected={company._id === selectedId}
                aria-current={company._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(company._id)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={company.name}
                  secondary={`${formatCnpj(company.cnpj)} · ${yearsText(company.fiscalYears)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            size="small"
            getItemAriaLabel={(type, item) =>
              type === 'page'
                ? `Página ${item}`
                : type === 'next'
                  ? 'Próxima página'
                  : type === 'previous'
                    ? 'Página anterior'
                    : type === 'first'
                      ? 'Primeira página'
                      : 'Última página'
            }
          />
        </Box>
      )}
    </SectionCard>
  );
}
