-- The ledgers after any crash: each query names what must hold and returns the rows that
-- break it, so an empty result is a pass. Read by test/support/ledgers.ts; the stock check
-- compares with `stock_baseline` (room_type_id, day, rest_nums), a copy the caller took of
-- room_type_days before any booking.

-- name: money taken is kept only by the order it paid
-- A sandbox charge not given back belongs to a paid (2), completed (6) or reviewed (8) order
-- whose payment it is.
select c.attempt_id, p.order_id, o.status, o.pay_ref
from sandbox_charges c
join payments p on p.id = c.attempt_id
join orders o on o.id = p.order_id
where c.refunded_at is null
  and not (o.status in (2, 6, 8) and o.pay_ref = c.attempt_id);

-- name: every paid order holds its money
select o.id, o.status, o.pay_ref
from orders o
where o.status in (2, 6, 8) and o.pay_amount > 0
  and not exists (
    select 1 from sandbox_charges c where c.attempt_id = o.pay_ref and c.refunded_at is null
  );

-- name: the gateway's payments agree with the provider's books
select p.id, p.status, c.captured_at, c.refunded_at
from payments p
left join sandbox_charges c on c.attempt_id = p.id
where p.provider = 'sandbox' and (
  (p.status = 'captured' and (c.attempt_id is null or c.refunded_at is not null))
  or (p.status = 'refunded' and c.attempt_id is not null and c.refunded_at is null)
  or (p.status in ('created', 'approved', 'failed') and c.attempt_id is not null and c.refunded_at is null)
);

-- name: one payment per order
select p.order_id, count(*) as captured
from payments p
where p.status = 'captured'
group by p.order_id
having count(*) > 1;

-- name: rooms left are the rooms before less the rooms held
-- Unpaid, paid, completed and reviewed orders hold their rooms on each night; cancelled ones
-- gave them back.
select b.room_type_id, b.day, b.rest_nums as before, d.rest_nums as now, coalesce(t.held, 0) as held
from stock_baseline b
join room_type_days d on d.room_type_id = b.room_type_id and d.day = b.day
left join (
  select o.hotel_room_type_id as room_type_id, n.day, sum(o.nums) as held
  from orders o join order_nights n on n.order_id = o.id
  where o.status <> 9
  group by 1, 2
) t on t.room_type_id = b.room_type_id and t.day = b.day
where d.rest_nums <> b.rest_nums - coalesce(t.held, 0);

-- name: points spent once per order, and given back once when it was cancelled
select o.id, o.status, o.pay_credits,
  (select coalesce(sum(n.credits), 0) from user_credits_notes n where n.order_id = o.id and n.operate = 2) as spent,
  (select coalesce(sum(n.credits), 0) from user_credits_notes n where n.order_id = o.id and n.operate = 3) as returned
from orders o
where (select coalesce(sum(n.credits), 0) from user_credits_notes n where n.order_id = o.id and n.operate = 2) <> -o.pay_credits
   or (select coalesce(sum(n.credits), 0) from user_credits_notes n where n.order_id = o.id and n.operate = 3)
      <> case when o.status = 9 then o.pay_credits else 0 end;

-- name: no points note without its order
select n.id, n.order_id, n.operate
from user_credits_notes n
where n.order_id <> '' and not exists (select 1 from orders o where o.id = n.order_id);

-- name: no balance below zero
select n.user_id, sum(n.credits) as balance
from user_credits_notes n
group by n.user_id
having sum(n.credits) < 0;

-- name: a confirmation mail for every paid order, once
select o.id, count(m.id) as mails
from orders o
left join mail_outbox m on m.kind = 'order_confirmed' and m.text_body like '%' || o.id || '%'
where o.status in (2, 6, 8)
group by o.id
having count(m.id) <> 1;
