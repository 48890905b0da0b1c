//! The units every other module counts in: chips and seats, the bounds the contract puts on
//! them, and the wire name of a code. A leaf module: it names no other module of the crate.

/// Chips are integers: never floats.
pub type Chips = u64;

/// Highest seat number accepted.
pub const MAX_SEAT: u8 = 12;
/// Largest amount accepted anywhere (a quadrillion chips): sums never overflow.
pub const MAX_CHIPS: Chips = 1_000_000_000_000_000;
/// Most players a hand may have.
pub const MAX_PLAYERS: usize = 10;

/// The OpenAPI schema of an amount of chips, stated once: an integer from 0 to [`MAX_CHIPS`].
/// Fields of type [`Chips`] name it with `#[schema(value_type = ChipsSchema)]`.
#[cfg(feature = "openapi")]
#[derive(Debug)]
pub struct ChipsSchema;

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for ChipsSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            .minimum(Some(0))
            .maximum(Some(MAX_CHIPS))
            .description(Some(
                "An amount of chips: a whole number, never a fraction (at most 10^15).",
            ))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for ChipsSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "Chips".into()
    }
}

/// The wire name of a unit variant, as its serde attributes spell it: the one source of the
/// names the contract uses, so no `as_str` repeats them by hand.
pub fn wire_name<T: serde::Serialize>(value: &T) -> &'static str {
    serde_variant::to_variant_name(value).unwrap_or("")
}
