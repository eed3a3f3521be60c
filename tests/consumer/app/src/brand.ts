import type { Brand } from '@bookdirect/booking-ui/BookingUiProvider';

/** A hotel group that is not the demo brand: the partner site this app stands for. */
export const brand = {
  name: 'Lotus Bay Resorts',
  colors: { primary: '#1F4D3A', accent: '#E9A23B', background: '#F7F6F1' },
  contact: {
    email: 'reservations@lotusbay.example',
    phone: '+60 3 5555 0199',
    address: 'Jalan Pantai 8, 88000 Kota Kinabalu, Malaysia',
  },
} satisfies Partial<Brand>;

export const bookingUrl = 'https://book.lotusbay.example';
export const partnerCode = 'lotus-bay';
