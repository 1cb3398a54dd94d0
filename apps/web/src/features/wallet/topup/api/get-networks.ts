import { useQuery } from '@tanstack/react-query';
import { WalletApi, type Network } from '@tradewind/contract';
import { http } from '@/api/http';
import { toQueryString } from '@/lib/query-string';

export const getNetworks = () => http.get<{ list: Network[] }>(WalletApi.getBlockchain).then((data) => data.list);

/** The networks the platform receives on, each with its receiving address. */
export const useNetworks = () => useQuery({ queryKey: ['topup', 'networks'], queryFn: getNetworks });

/** The receiving address of a network as a QR code (an SVG the server draws). */
export const qrCodeUrl = (networkId: number) => `${WalletApi.blockchainQr}?${toQueryString({ id: networkId })}`;
