import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/test/render-screen';
import PlatformScreen from './platform-screen';
import ServiceScreen from './service-screen';
import ServicesScreen from './services-screen';

describe('service screens', () => {
  it('customer service gives the support email, the hours and shortcuts to help and law', () => {
    renderScreen(<ServiceScreen />, '/service');
    expect(screen.getByRole('link', { name: 'support@tradewind.shop' })).toHaveAttribute(
      'href',
      'mailto:support@tradewind.shop',
    );
    expect(screen.getByRole('link', { name: 'Email customer service' }).getAttribute('href')).toMatch(
      /^mailto:support@tradewind\.shop\?subject=/,
    );
    expect(screen.getByText('Within 24 hours, usually much sooner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help & support' })).toHaveAttribute('href', '/helpAndSupport');
    expect(screen.getByRole('link', { name: 'Law & policy' })).toHaveAttribute('href', '/law');
  });

  it('partnership explains the offer and how to apply by email', () => {
    renderScreen(<ServicesScreen />, '/services');
    expect(screen.getByRole('heading', { name: 'How to apply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply by email' }).getAttribute('href')).toMatch(
      /^mailto:partners@tradewind\.shop\?subject=/,
    );
    expect(screen.getByText(/Write to partners@tradewind\.shop/)).toBeInTheDocument();
  });

  it('platform seller is marked as not yet open', () => {
    renderScreen(<PlatformScreen />, '/platform');
    expect(screen.getByText('Not yet open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Merchant partnership' })).toHaveAttribute('href', '/services');
  });
});
