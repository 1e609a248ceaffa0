package cheapestflights

// FindCheapestPrice is LeetCode 787's signature: the cheapest price from
// src to dst over the flights[i] = [from, to, price] between n cities,
// with at most k stops, or -1 if there is no such route. It never panics:
// input that [New] rejects, src or dst outside 0..n-1, or a negative k,
// gives -1 too.
func FindCheapestPrice(n int, flights [][]int, src int, dst int, k int) int {
	_, price, ok := FindCheapestRoute(n, flights, src, dst, k)
	if !ok {
		return -1
	}
	return price
}

// FindCheapestRoute is [FindCheapestPrice] with the route itself: the
// cities from src to dst, both included, of a cheapest route with at most
// k stops, its price, and whether there is one (false as well for invalid
// input).
func FindCheapestRoute(n int, flights [][]int, src, dst, k int) (route []int, price int, ok bool) {
	f, err := New(n, flights)
	if err != nil || src < 0 || src >= n || dst < 0 || dst >= n || k < 0 {
		return nil, 0, false
	}
	return f.Cheapest(src, dst, k)
}
