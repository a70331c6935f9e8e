import {Container, Heading} from '@chakra-ui/react'

const Home = () => (
    <Container maxW="7xl" py={10}>
        <Heading as="h1">VELA</Heading>
    </Container>
)

export default Home
