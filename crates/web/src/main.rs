fn main() {
    println!("floorcall");
}
